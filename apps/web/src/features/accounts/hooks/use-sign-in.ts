import type { Login, LoginBody } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useAfterSignIn } from '../../../lib/after-sign-in';
import { homePathFor, setStoredUser } from '../../../lib/auth-storage';
import { safeReturnTo } from '../../../lib/paths';
import { login } from '../api/login';

const DASHBOARDS = /^\/(admin|restaurant)\/dashboard(\/|$)/;

/**
 * Where a user goes after signing in: owners and admins to their dashboard, customers back to returnTo
 * when it is a page of this site they may open, else to /profile/.
 */
export function signedInPath(user: Pick<Login, 'role'>, returnTo: string | null): string {
  if (user.role !== 'customer') return homePathFor(user.role);
  const target = safeReturnTo(returnTo, homePathFor(user.role));
  return DASHBOARDS.test(target) ? homePathFor(user.role) : target;
}

/**
 * Signs in: stores the login answer (the user record with token and role) and goes on by role. Every
 * cached answer is refetched, now with the token, instead of reloading the page.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('returnTo');
  const afterSignIn = useAfterSignIn();

  return useMutation({
    // The guest cart's merge (given by src/app) is done before entering, so the next page shows it.
    mutationFn: async (body: LoginBody) => {
      const user = await login(body);
      await afterSignIn?.(user);
      return user;
    },
    onSuccess: (user) => {
      // Store and navigate in the same tick: the guest-only guard must not see a user on the sign-in page.
      setStoredUser(user);
      void navigate(signedInPath(user, returnTo), { replace: true });
      void queryClient.invalidateQueries();
    },
  });
}
