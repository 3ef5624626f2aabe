import { api } from '../../../lib/api-client';
import type { MessageAnswer } from '@bhoj/contract';

/** POST /api/accounts/logout/ (token) → 200 {message}; the token stops working. */
export function logout(): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('accounts/logout/');
}
