import { imageCopyKey, sizedImageKey } from '@bhoj/contract';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage.ts';
import { widthCopies } from '../../modules/uploads/images.ts';
import { drawDish } from './artwork.ts';
import type { CategoryKey } from './content/categories.ts';
import { createRandom, seedFrom } from './random.ts';
import { background, svgDocument } from './svg.ts';
import type { ImageSpec } from './types.ts';

/** Each category's foods share this many pictures (different colours and toppings). */
export const FOOD_IMAGE_VARIANTS = 4;
const HUE_SHIFT = [0, 10, -10, 18];

const dots = (key: string, count: number) => {
  const rng = createRandom(seedFrom(key));
  return Array.from({ length: count }, () => [rng.next(), rng.next(), rng.int(8, 46)]);
};

/** The dish in a 200×200 box, scaled and placed. */
const dish = (category: CategoryKey, variant: number, key: string, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">` +
  `<ellipse cx="100" cy="196" rx="80" ry="10" fill="#000" fill-opacity="0.18"/>` +
  `${drawDish(category, variant, createRandom(seedFrom(key)))}</g>`;

export const foodImageKey = (category: CategoryKey, variant: number) =>
  sizedImageKey(`demo/food-${category}-${variant + 1}`, 640, 480);

export function foodImage(category: CategoryKey, hue: number, variant: number): ImageSpec {
  const key = foodImageKey(category, variant);
  const body =
    background(640, 480, hue + (HUE_SHIFT[variant] ?? 0), dots(key, 12)) +
    dish(category, variant, key, 160, 64, 1.6);
  return { key, width: 640, height: 480, svg: svgDocument(640, 480, body) };
}

/**
 * Pictures carry no text: cards crop them and show names in HTML over or beside them, where they can be
 * read, translated and found by a screen reader.
 */
export function categoryImage(category: CategoryKey, slug: string, hue: number): ImageSpec {
  const key = sizedImageKey(`demo/category-${slug}`, 400, 400);
  const body = background(400, 400, hue, dots(key, 8)) + dish(category, 0, key, 50, 40, 1.5);
  return { key, width: 400, height: 400, svg: svgDocument(400, 400, body) };
}

/** A restaurant's cover: its colour and up to three of its dishes, side by side. */
export function coverImage(slug: string, hue: number, categories: readonly CategoryKey[]): ImageSpec {
  const key = sizedImageKey(`demo/restaurant-${slug}`, 640, 480);
  const shown = categories.slice(0, 3);
  const step = 640 / Math.max(1, shown.length);
  const scale = Math.min(1.6, (step * 0.9) / 200);
  const size = 200 * scale;
  const dishes = shown
    .map((category, i) => dish(category, i, key, step * i + (step - size) / 2, (480 - size) / 2, scale))
    .join('');
  const body = background(640, 480, hue, dots(key, 14)) + dishes;
  return { key, width: 640, height: 480, svg: svgDocument(640, 480, body) };
}

export interface StoredImage {
  url: string;
  size: number;
  width: number;
  height: number;
}

/**
 * Renders every image to WebP and stores it with its smaller copies, as an upload is, a few at a time;
 * answers each key's URL and size.
 */
export async function renderAndStoreImages(
  specs: readonly ImageSpec[],
  storage: Storage,
  concurrency = 4,
): Promise<Map<string, StoredImage>> {
  const stored = new Map<string, StoredImage>();
  let next = 0;
  const worker = async () => {
    for (let spec = specs[next++]; spec; spec = specs[next++]) {
      const body = await sharp(Buffer.from(spec.svg)).webp({ quality: 70, effort: 2 }).toBuffer();
      for (const copy of await widthCopies(body, spec.width))
        await storage.put(imageCopyKey(spec.key, copy.width), copy.data, 'image/webp');
      const url = await storage.put(spec.key, body, 'image/webp');
      stored.set(spec.key, { url, size: body.length, width: spec.width, height: spec.height });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return stored;
}
