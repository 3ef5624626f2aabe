import { api } from '../../../lib/api-client';
import type { Login, LoginBody } from '@bhoj/contract';

/** POST /api/accounts/login/ → the user record with role and token; a wrong pair is 400 {error}. */
export function login(body: LoginBody): Promise<Login> {
  // Sent without a token: a stale one from another session must not ride along.
  return api.post<Login>('accounts/login/', body, { auth: false });
}
