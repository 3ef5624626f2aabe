import type { UploadAnswer } from '@bhoj/contract';
import { api } from './api-client';

/** The image types the upload endpoint takes, as a file input's accept list. */
export const UPLOAD_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * POST /api/uploads/ (token, multipart field `file`) → 201 {url}; 400 {file: [message]} for anything that
 * is not a JPEG, PNG, WebP, GIF or AVIF image of at most 5 MB. Resolves to the URL to store.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  const answer = await api.post<UploadAnswer>('uploads/', form);
  return answer.url;
}
