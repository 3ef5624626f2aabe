import sharp from 'sharp';

/** Test fixtures: real images made by sharp, and other files dressed up as images. */
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

export const png = (width = 40, height = 30) => canvas(width, height).png().toBuffer();
/** A JPEG carrying EXIF: orientation 6 (shown rotated 90°) and a copyright line that must not survive. */
export const jpegWithExif = (width = 40, height = 30) =>
  canvas(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner' } })
    .toBuffer();
export const gif = () => canvas(20, 20).gif().toBuffer();
export const webp = () => canvas(20, 20).webp().toBuffer();
export const avif = () => canvas(20, 20).avif().toBuffer();

export const textFile = Buffer.from('hello, this is not an image\n');
export const svgFile = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const htmlFile = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A multipart form: strings as text fields, `{data, name, type}` as files. */
export function form(
  fields: Record<string, string | { data: Buffer; name: string; type: string }>,
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(key, value);
    else body.append(key, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  }
  return body;
}
