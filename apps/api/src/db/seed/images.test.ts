import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categoryImage, coverImage, foodImage } from './images.ts';
import { planDemoData } from './plan.ts';

describe('the demo images', () => {
  const { images } = planDemoData(new Date('2026-01-01T00:00:00Z'));

  it('carry no text: cards crop pictures, so names are drawn in HTML, never in the image', () => {
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) {
      expect(image.svg, image.key).not.toMatch(/<text\b|<tspan\b|font-family/);
    }
  });

  it('render to pictures of their declared size, a cover with one dish as with three', async () => {
    const specs = [
      coverImage('one-dish', 30, ['pizza']),
      coverImage('three-dishes', 30, ['pizza', 'burgers', 'biryani']),
      categoryImage('kebab', 'kebab', 135),
      foodImage('drinks', 195, 2),
    ];
    for (const spec of specs) {
      const meta = await sharp(Buffer.from(spec.svg)).metadata();
      expect([meta.width, meta.height], spec.key).toEqual([spec.width, spec.height]);
    }
  });
});
