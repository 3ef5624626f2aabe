// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IconSprite, SpriteIcon, type SpriteIconName } from './sprite-icon';

afterEach(cleanup);

const NAMES: SpriteIconName[] = ['star', 'minus', 'plus', 'shopping-bag'];

describe('the icon sprite', () => {
  it('each icon uses a symbol the sprite draws, whose paint comes from the using icon', () => {
    const { container } = render(
      <>
        <IconSprite />
        {NAMES.map((name) => (
          <SpriteIcon key={name} name={name} className="size-4 fill-amber-400" />
        ))}
      </>,
    );
    const [sprite, ...icons] = [...container.children] as SVGSVGElement[];
    expect(sprite!.getAttribute('aria-hidden')).toBe('true');
    expect(icons).toHaveLength(NAMES.length);
    for (const icon of icons) {
      expect(icon.getAttribute('class')).toBe('sprite-icon size-4 fill-amber-400');
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      const id = icon.querySelector('use')!.getAttribute('href')!.slice(1);
      const symbol = sprite!.querySelector(`symbol[id="${id}"]`);
      expect(symbol, id).not.toBeNull();
      expect(symbol!.getAttribute('viewBox')).toBe('0 0 24 24');
      // The drawing inside takes fill, stroke and its width from the icon using it.
      const drawing = symbol!.querySelector('svg')!;
      expect(drawing.getAttribute('fill')).toBe('inherit');
      expect(drawing.getAttribute('stroke')).toBe('inherit');
      expect(drawing.getAttribute('stroke-width')).toBe('inherit');
      expect(drawing.querySelectorAll('path, line, circle, polyline, rect').length).toBeGreaterThan(0);
    }
  });
});
