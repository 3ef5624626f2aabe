import type { Config } from '../config.ts';
import { MEDIA_PREFIX } from './storage.ts';

/**
 * Between the image paths rows keep (`/media/<key>`) and the absolute URLs answers carry (decision 0010):
 * `PUBLIC_URL/media/<key>`, or `S3_PUBLIC_URL/<key>` when images are read straight from the bucket or
 * its CDN. Requests may send either form back, or the path.
 */
export function mediaUrls({ publicUrl, storage }: Pick<Config, 'publicUrl' | 'storage'>) {
  const mediaBase = storage.s3?.publicUrl ?? publicUrl + MEDIA_PREFIX.slice(0, -1);
  return {
    /** The URL of a path as answers carry it; a URL that is not one of our paths is left as it is. */
    absolute(url: string): string {
      if (url.startsWith(MEDIA_PREFIX)) return `${mediaBase}/${url.slice(MEDIA_PREFIX.length)}`;
      return url.startsWith('/') ? publicUrl + url : url;
    },
    /** The path of one of our URLs; any other URL is left as it is. */
    path(url: string): string {
      if (url.startsWith(`${mediaBase}/`)) return MEDIA_PREFIX + url.slice(mediaBase.length + 1);
      return url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url;
    },
  };
}
