import { mergeGuestCartOnSignIn as merge } from '../features/cart/guest/merge-guest-cart';
import type { AfterSignIn } from '../lib/after-sign-in';

/** The guest cart's merge at sign-in; only the sign-in page's own chunk (sign-in-route.tsx) holds it. */
export const mergeGuestCartOnSignIn: AfterSignIn = (user) => merge(user).catch(() => undefined);
