import { ACCOUNT_MESSAGES, copyWidthsOf } from '@bhoj/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { fieldError } from '../../lib/errors.ts';

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** Longest side of a stored image, in pixels. */
export const MAX_SIDE = 1600;
// A small file can declare huge dimensions and take gigabytes to decode: refuse beyond 40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;

export interface PreparedImage {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  /** Smaller copies for `srcset`, one per width of the contract's IMAGE_COPY_WIDTHS below `width`. */
  copies: ImageCopy[];
}

export interface ImageCopy {
  width: number;
  data: Buffer;
}

/** The smaller copies of a WebP image `width` pixels wide, each re-encoded as WebP. */
export async function widthCopies(webp: Buffer, width: number): Promise<ImageCopy[]> {
  return Promise.all(
    copyWidthsOf(width).map(async (copy) => ({
      width: copy,
      data: await sharp(webp).resize({ width: copy }).webp({ quality: 80 }).toBuffer(),
    })),
  );
}

/**
 * Checks by content, not by name, that `bytes` is a JPEG, PNG, WebP, GIF or AVIF image, then re-encodes it
 * the way every stored image is: turned upright per EXIF, metadata stripped, at most MAX_SIDE pixels on
 * its longest side, WebP, with its smaller copies. An animated image keeps its first frame. Problems
 * are 400s on `field`.
 */
export async function prepareImage(bytes: Buffer, field: string): Promise<PreparedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw fieldError(field, ACCOUNT_MESSAGES.notAnImage);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const copies = await widthCopies(data, info.width);
    return { data, contentType: 'image/webp', width: info.width, height: info.height, copies };
  } catch (err) {
    const tooBig = err instanceof Error && /pixel limit/i.test(err.message);
    throw fieldError(
      field,
      tooBig ? 'The image must be at most 40 megapixels.' : ACCOUNT_MESSAGES.notAnImage,
    );
  }
}
