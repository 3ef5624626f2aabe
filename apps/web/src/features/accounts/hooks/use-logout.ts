import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { clearStoredUser } from '../../../lib/auth-storage';
import { logout } from '../api/logout';

/**
 * Signs out: POST /api/accounts/logout/, and only after an ok answer forget the stored user, drop every
 * cached answer (the cart with them) and go to /sign-in/. A 401 means the token is already dead: signed
 * out just the same. Any other failure (the server unreachable) changes nothing.
 * Returns a callback for menus; clicks while a sign-out is under way are ignored.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const finish = useCallback(async () => {
    clearStoredUser();
    // On a guarded page the guard redirects too, to /sign-in/?returnTo=that page; either way the user
    // lands on the sign-in page (a customer's returnTo is checked there: see signedInPath).
    await navigate('/sign-in/');
    // Every cached answer goes too, the cart with them.
    queryClient.clear();
  }, [queryClient, navigate]);

  const { mutate, isPending } = useMutation({
    mutationFn: logout,
    onSuccess: finish,
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 401) await finish();
    },
  });

  return useCallback(() => {
    if (!isPending) mutate();
  }, [isPending, mutate]);
}
