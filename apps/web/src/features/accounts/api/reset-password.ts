import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageAnswer, ResetPasswordBody } from '@bhoj/contract';

export type ResetPasswordInput = ResetPasswordBody & { uid: string; token: string };

/**
 * POST /api/accounts/reset-password/{uid}/{token}/ → 200; a mismatch is 400 {confirm_password: [...]},
 * a bad, used or expired link 400 {error: 'Invalid token'}.
 */
export function resetPassword({ uid, token, ...body }: ResetPasswordInput): Promise<MessageAnswer> {
  const path = `accounts/reset-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`;
  return api.post<MessageAnswer>(path, body, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
