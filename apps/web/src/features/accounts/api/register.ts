import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Profile, RegisterBody } from '@bhoj/contract';

/** POST /api/accounts/register/ → 201 Profile (always a customer); 400 {field: [messages]}. */
export function register(body: RegisterBody): Promise<Profile> {
  return api.post<Profile>('accounts/register/', body, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
