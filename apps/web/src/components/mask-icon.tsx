import { clsx } from 'clsx';

/**
 * Icons a page may draw a hundred times: each line of a restaurant's menu has a star, a minus, a plus
 * and a bag, each food card a star. Each is one empty element painted with the text colour through the
 * icon's shape, a mask from the stylesheet (`.mask-icon-*` in index.css: lucide's drawings, checked by
 * mask-icon.test.tsx). Drawn as inline SVG they were a third of the restaurant page's HTML; as a sprite's
 * `<svg><use>`, still two elements and a hidden copy of the drawing each for the browser to style and
 * React to take over (docs/ARCHITECTURE.md, "Icons from the stylesheet").
 */
export const MASK_ICONS = ['star', 'minus', 'plus', 'shopping-bag'] as const;

export type MaskIconName = (typeof MASK_ICONS)[number];

/** One of the stylesheet's icons, decorative; `className` sizes it and colours it (`text-*`). */
export function MaskIcon({ name, className }: { name: MaskIconName; className?: string }) {
  return <span aria-hidden="true" className={clsx('mask-icon', `mask-icon-${name}`, className)} />;
}
