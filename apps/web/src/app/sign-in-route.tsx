import { SignInPage } from '../features/accounts/pages/sign-in-page';
import { AfterSignInContext } from '../lib/after-sign-in';
import { mergeGuestCartOnSignIn } from './merge-guest-cart-on-sign-in';

/**
 * sign-in/: the accounts page, given the guest cart's merge to do before entering. Given here, in the
 * page's own lazy chunk, rather than app-wide, so that no page's first load carries it.
 */
export function SignInRoute() {
  return (
    <AfterSignInContext value={mergeGuestCartOnSignIn}>
      <SignInPage />
    </AfterSignInContext>
  );
}
