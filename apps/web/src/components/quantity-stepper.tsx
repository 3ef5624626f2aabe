import { useId } from 'react';
import { useMessages } from '../i18n';
import { componentMessages } from './messages';
import { MaskIcon } from './mask-icon';

/**
 * Quantity with − and + buttons (minimum 1, default 1; minus stops at 1). The field also takes typing;
 * the text is kept as typed and becomes a whole number of at least 1 when it loses focus.
 *
 * `typing={false}` draws the number as text in the field's box, for a stepper far from the window: when
 * a page has loaded, the browser's form filling looks at every field of it, and a field inside a part
 * the browser has not styled yet (a far menu section, `render-near-view`) makes it style that whole part
 * there and then. A restaurant's hundred fields made that one task of 70–200 ms (docs/ARCHITECTURE.md,
 * "Fields where they are used"). The buttons work either way.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  disabled = false,
  typing = true,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  disabled?: boolean;
  typing?: boolean;
}) {
  const t = useMessages(componentMessages);
  const id = useId();
  const current = parseQuantity(value);
  const field = 'h-11 w-16 border-x border-stone-300 text-center text-base font-semibold';
  const button =
    'grid size-11 place-items-center text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-700 disabled:pointer-events-none disabled:opacity-40';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label ?? t('quantity')}
      </label>
      <div className="inline-flex w-fit items-center overflow-hidden rounded-xl border border-stone-300 bg-white">
        <button
          type="button"
          className={button}
          aria-label={t('decreaseQuantity')}
          disabled={disabled || current <= 1}
          onClick={() => onChange(String(Math.max(1, current - 1)))}
        >
          <MaskIcon name="minus" className="size-4" />
        </button>
        {typing ? (
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={() => onChange(String(current))}
            className={`${field} outline-none [appearance:textfield] focus:bg-brand-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
            data-testid="quantity-input"
          />
        ) : (
          // Centred 1 px lower than its box's middle, where Chromium draws a field's text: the two look
          // the same to the pixel (e2e server-drawn-pages compares them).
          <span id={id} className={`${field} grid place-items-center pt-0.5`} data-testid="quantity-text">
            {value}
          </span>
        )}
        <button
          type="button"
          className={button}
          aria-label={t('increaseQuantity')}
          disabled={disabled}
          onClick={() => onChange(String(current + 1))}
        >
          <MaskIcon name="plus" className="size-4" />
        </button>
      </div>
    </div>
  );
}

/** The typed text as a quantity: a whole number of at least 1 (1 for anything else). */
export function parseQuantity(value: string): number {
  const number = Math.floor(Number(value));
  return Number.isSafeInteger(number) && number >= 1 ? number : 1;
}
