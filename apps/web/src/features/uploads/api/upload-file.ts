import type { UploadAnswer } from '@bhoj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/uploads/ (token, multipart field `file`) → 201 {url}; 400 {file: [message]} for anything that
 * is not a JPEG, PNG, WebP, GIF or AVIF image of at most 5 MB. Resolves to the URL to store.
 */
export async function uploadFile(file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  const answer = await api.post<UploadAnswer>('uploads/', form);
  return answer.url;
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
