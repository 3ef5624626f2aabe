import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageAnswer } from '@bhoj/contract';

/** POST /api/accounts/forget-password/ → 200 {message}, whether or not the email has an account. */
export function forgetPassword(email: string): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('accounts/forget-password/', { email }, { auth: false });
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
