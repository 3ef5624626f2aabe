import type { Role } from '@bhoj/contract';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredUser } from '../lib/auth-storage';
import { signInPath } from '../lib/paths';

/**
 * The route guard: without a stored token, go to /sign-in/ (remembering the page in returnTo);
 * with a required role that differs from the user's, go to /unauthorized/. The server checks again.
 */
export function RequireAuth({ role }: { role?: Role }) {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (role && user.role !== role) return <Navigate to="/unauthorized/" replace />;
  return <Outlet />;
}

/**
 * Sign-in, sign-up and password pages are for visitors only: a signed-in user who opens one goes home.
 * The check is made when a page is entered, not when someone signs in on it: the sign-in page stores the
 * user and then navigates by role, and a redirect to / must not overtake that navigation.
 */
export function GuestOnly() {
  const user = useStoredUser();
  const { key } = useLocation();
  const [entry, setEntry] = useState({ key, signedIn: user !== null });
  if (entry.key !== key) setEntry({ key, signedIn: user !== null });
  const signedIn = entry.key === key ? entry.signedIn : user !== null;
  if (signedIn) return <Navigate to="/" replace />;
  return <Outlet />;
}
