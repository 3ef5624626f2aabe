// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { Minus, Plus, ShoppingBag, Star, type LucideIcon } from 'lucide-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MASK_ICONS, MaskIcon, type MaskIconName } from './mask-icon';

afterEach(cleanup);

const LUCIDE: Record<MaskIconName, LucideIcon> = {
  star: Star,
  minus: Minus,
  plus: Plus,
  'shopping-bag': ShoppingBag,
};

const stylesheet = readFileSync(join(import.meta.dirname, '..', 'index.css'), 'utf8');

/** The drawing a `.mask-icon-<name>` rule of index.css masks with, parsed. */
function maskDrawing(name: MaskIconName): Element {
  const rule = new RegExp(`\\.mask-icon-${name} \\{\\s*--mask-icon: url\\("data:image/svg\\+xml,([^"]+)"\\)`);
  const found = rule.exec(stylesheet);
  if (!found) throw new Error(`index.css has no mask for ${name}`);
  return parse(decodeURIComponent(found[1]!));
}

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;

/** Each shape of a drawing, as its tag and the attributes that place it. */
const shapes = (svg: Element) =>
  [...svg.children].map((shape) =>
    [
      shape.tagName,
      ...[...shape.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort(),
    ].join(' '),
  );

describe('icons from the stylesheet', () => {
  it('are one decorative element each, named for its mask', () => {
    const { container } = render(
      <>
        {MASK_ICONS.map((name) => (
          <MaskIcon key={name} name={name} className="size-4 text-amber-400" />
        ))}
      </>,
    );
    const icons = [...container.children];
    expect(icons).toHaveLength(MASK_ICONS.length);
    icons.forEach((icon, index) => {
      expect(icon.tagName).toBe('SPAN');
      expect(icon.childElementCount).toBe(0);
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(icon.getAttribute('class')).toBe(
        `mask-icon mask-icon-${MASK_ICONS[index]} size-4 text-amber-400`,
      );
    });
  });

  it.each(MASK_ICONS)('%s is masked with the shapes and stroke of lucide’s icon', (name) => {
    const Icon = LUCIDE[name];
    const lucide = parse(renderToStaticMarkup(<Icon />));
    const mask = maskDrawing(name);

    expect(shapes(mask)).toEqual(shapes(lucide));
    for (const attribute of ['viewBox', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']) {
      expect(mask.getAttribute(attribute), attribute).toBe(lucide.getAttribute(attribute));
    }
    expect(mask.getAttribute('stroke')).toBe('black');
    // The star is always drawn filled; the others are lines.
    expect(mask.getAttribute('fill')).toBe(name === 'star' ? 'black' : 'none');
  });
});
