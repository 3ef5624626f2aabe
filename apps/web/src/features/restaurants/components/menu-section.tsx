import { ChevronRight } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Food, MenuCategory } from '@bhoj/contract';
import { useNearWindow } from '../../../hooks/use-near-window';
import { useFormat } from '../../../i18n';
import { sectionId } from '../lib/menu-anchors';
import { MenuLine } from './menu-line';

/**
 * A category of the menu: its heading (a link to the category's own page, and where the jump list lands
 * and puts the focus) and its dishes. `renderOrder` draws a dish's order part, told whether the section
 * has come near the window (the server and the takeover draw every section as not near).
 */
export function MenuSection({
  category,
  renderOrder,
}: {
  category: MenuCategory;
  renderOrder?: (food: Food, near: boolean) => ReactNode;
}) {
  const { formatNumber } = useFormat();
  const [nearRef, near] = useNearWindow<HTMLElement>();
  const id = sectionId(category.slug);
  return (
    <section
      ref={nearRef}
      id={id}
      aria-labelledby={`${id}-title`}
      className="render-near-view menu-section-size scroll-mt-32"
      style={
        {
          '--menu-lines': category.foods.length,
          '--menu-rows': Math.ceil(category.foods.length / 2),
        } as CSSProperties
      }
      data-testid="menu-section"
    >
      <h2
        id={`${id}-title`}
        tabIndex={-1}
        data-jump-target
        className="mb-4 flex items-baseline gap-2 text-2xl font-bold focus:outline-none"
      >
        <Link
          to={`/category/${category.slug}/`}
          className="inline-flex items-center gap-1 hover:text-brand-700 hover:underline"
          data-testid="food-category-link"
        >
          {category.name}
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
        <span className="text-base font-semibold text-stone-500">{formatNumber(category.foods.length)}</span>
      </h2>
      <ul className="grid gap-4 lg:grid-cols-2">
        {category.foods.map((food) => (
          <MenuLine key={food.id} food={food} order={renderOrder?.(food, near)} />
        ))}
      </ul>
    </section>
  );
}
