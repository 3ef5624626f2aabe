import { clsx } from 'clsx';
import type { MouseEvent } from 'react';
import type { MenuCategory } from '@bhoj/contract';
import { useMessages } from '../../../i18n';
import { useActiveSection } from '../hooks/use-active-section';
import { sectionId } from '../lib/menu-anchors';
import { restaurantsMessages } from '../messages';

/**
 * The menu's categories as links, sticky under the site header while the menu scrolls. A link scrolls
 * to its section and moves the focus to its heading, so keyboard users carry on from there; the
 * section in view is marked as current.
 */
export function CategoryJumpList({ categories }: { categories: MenuCategory[] }) {
  const t = useMessages(restaurantsMessages);
  const active = useActiveSection(categories.map((category) => sectionId(category.slug)));

  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('[data-jump-target]')?.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${id}`);
  }

  return (
    <nav
      aria-label={t('jumpListLabel')}
      className="sticky top-16 z-20 border-y border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
      data-testid="category-jump-list"
    >
      <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:thin] sm:px-6 lg:px-8">
        {categories.map((category) => {
          const id = sectionId(category.slug);
          const current = active === id;
          return (
            <li key={category.id} className="shrink-0">
              <a
                href={`#${id}`}
                onClick={(event) => jump(event, id)}
                aria-current={current ? 'location' : undefined}
                className={clsx(
                  'inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                  current ? 'bg-brand-600 text-white' : 'bg-stone-100 text-stone-800 hover:bg-brand-50',
                )}
              >
                {category.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
