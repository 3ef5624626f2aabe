import { describe, expect, it } from 'vitest';
import { imageCopyKey, sizedImage, sizedImageKey } from './image-widths.ts';

describe('sized image names', () => {
  it('name an image by its size, and its copies by their width', () => {
    const key = sizedImageKey('uploads/2026/11/ab12', 1600, 1200);
    expect(key).toBe('uploads/2026/11/ab12.1600x1200.webp');
    expect(imageCopyKey(key, 320)).toBe('uploads/2026/11/ab12.1600x1200.w320.webp');
  });

  it('list every width below the image’s own, then the image itself', () => {
    expect(sizedImage('http://x.test/media/demo/food.640x480.webp')).toEqual({
      width: 640,
      height: 480,
      candidates: [
        { url: 'http://x.test/media/demo/food.640x480.w320.webp', width: 320 },
        { url: 'http://x.test/media/demo/food.640x480.webp', width: 640 },
      ],
    });
    expect(sizedImage('/media/a.300x200.webp')?.candidates).toEqual([
      { url: '/media/a.300x200.webp', width: 300 },
    ]);
    expect(sizedImage('/media/big.2000x1000.webp')?.candidates.map((c) => c.width)).toEqual([
      320, 640, 960, 2000,
    ]);
  });

  it('know nothing of images stored before copies existed', () => {
    expect(sizedImage('/media/uploads/2026/11/ab12.webp')).toBeUndefined();
    expect(sizedImage('')).toBeUndefined();
  });
});
