import { clsx } from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = { value: string; label: string };

/**
 * An accessible tab list (WAI-ARIA tabs, automatic activation): one tab stop, the arrow keys move to and
 * select the neighbouring tab, Home and End the first and last. The panel below shows the selected tab.
 */
export function Tabs({
  items,
  value,
  onChange,
  label,
  children,
  className,
}: {
  items: readonly TabItem[];
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  function select(index: number) {
    const item = items[index];
    if (!item) return;
    onChange(item.value);
    refs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft') next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0"
      >
        {items.map((item, index) => (
          <button
            key={item.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={panelId}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              'h-10 shrink-0 rounded-full px-5 text-sm font-semibold transition-colors',
              index === selected
                ? 'bg-brand-600 text-white shadow-sm'
                : 'bg-white text-stone-700 ring-1 ring-stone-300 hover:text-brand-700 hover:ring-brand-400',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="mt-6 rounded-xl focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
