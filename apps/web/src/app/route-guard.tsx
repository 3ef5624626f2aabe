import type { Role } from '@bhoj/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredUser } from '../lib/auth-storage';
import { signInPath } from '../lib/paths';

/**
 * Spec section 2, route guard: without a stored token, go to /sign-in/ (remembering the page in returnTo);
 * with a required role that differs from the user's, go to /unauthorized/. The server checks again.
 */
export function RequireAuth({ role }: { role?: Role }) {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (role && user.role !== role) return <Navigate to="/unauthorized/" replace />;
  return <Outlet />;
}

/** Sign-in, sign-up and password pages are for visitors only: a signed-in user goes home. */
export function GuestOnly() {
  const user = useStoredUser();
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}
