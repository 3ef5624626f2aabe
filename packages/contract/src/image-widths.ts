// The naming rule of stored images and their smaller copies, shared by the API (which writes them) and
// the web app (which lists them in `srcset`). Plain strings, without Zod, so the storefront's first load
// can import it from `@bhoj/contract/image-widths`.

/** The widths, in pixels, of the smaller copies stored beside every image wider than them. */
export const IMAGE_COPY_WIDTHS = [320, 640, 960] as const;

const SIZED = /\.(\d+)x(\d+)\.webp$/;

/** The key of an image stored with its copies: its size is part of its name, `<base>.640x480.webp`. */
export const sizedImageKey = (base: string, width: number, height: number) =>
  `${base}.${width}x${height}.webp`;

/** The key (or URL) of the copy `width` pixels wide of a sized image: `<base>.640x480.w320.webp`. */
export const imageCopyKey = (key: string, width: number) => key.replace(/\.webp$/, `.w${width}.webp`);

/** The copy widths an image `width` pixels wide has: those below its own width. */
export const copyWidthsOf = (width: number) => IMAGE_COPY_WIDTHS.filter((copy) => copy < width);

export interface SizedImage {
  width: number;
  height: number;
  /** Every stored width of the image, smallest first, with its URL: the `srcset` candidates. */
  candidates: { url: string; width: number }[];
}

/**
 * How wide the storefront shows its pictures, as `sizes` attributes: the web app sets them on its images
 * and the server on its preload of a page's main picture, which the browser reuses only if they agree.
 * A card of the grids: 1 column, 2 from 420 px, 3 from 768 px, 4 from 1024 px; the food page's picture:
 * half the page from 768 px.
 */
export const IMAGE_SIZES = {
  card: '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 420px) 50vw, 100vw',
  foodPage: '(min-width: 768px) 50vw, 100vw',
  restaurantCover: '(min-width: 768px) 40vw, 100vw',
} as const;

/** A sized image's `srcset`: every stored width with its URL. */
export const srcsetOf = (image: SizedImage) =>
  image.candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ');

/**
 * What a sized image's name says: its size and the URLs of all its widths. An image stored before
 * copies were made (no size in its name), or any other URL, answers undefined: it has only itself.
 */
export function sizedImage(url: string): SizedImage | undefined {
  const match = SIZED.exec(url);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const candidates = copyWidthsOf(width).map((copy) => ({ url: imageCopyKey(url, copy), width: copy }));
  return { width, height, candidates: [...candidates, { url, width }] };
}
