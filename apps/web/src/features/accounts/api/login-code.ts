import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@bhoj/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/accounts/login-code/ → 200 {message}: the account's sign-in code mailed again; 429 {error}
 * when the last mail is too recent.
 */
export function resendSignInCode(email: string): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('accounts/login-code/', { email }, { auth: false });
}

export function useResendSignInCode() {
  return useMutation({ mutationFn: resendSignInCode });
}
