import { clsx } from 'clsx';
import { Minus, Plus, ShoppingBag, Star, type LucideIcon } from 'lucide-react';

/**
 * Icons a page may draw a hundred times: each line of a restaurant's menu has a star, a minus, a plus
 * and a bag. Drawn inline, they were a third of the restaurant page's HTML (425 SVGs, 177 KB of 548 KB)
 * and as many more elements for the browser to parse and React to take over; here each is drawn once,
 * as a symbol of the page's sprite, and used by reference.
 */
const SPRITE_ICONS = {
  star: Star,
  minus: Minus,
  plus: Plus,
  'shopping-bag': ShoppingBag,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

const symbolId = (name: SpriteIconName) => `icon-${name}`;

/**
 * The sprite's symbols, once per page (the root layout draws it). A symbol's paint comes from the
 * `<svg>` that uses it (`inherit`), so a use's classes colour and fill it as they would the icon itself.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute" data-testid="icon-sprite">
      {Object.entries(SPRITE_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          <Icon color="inherit" fill="inherit" strokeWidth="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * One of the sprite's icons, decorative, drawn with lucide's stroke (`.sprite-icon`, index.css);
 * `className` sizes and colours it.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={clsx('sprite-icon', className)}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
