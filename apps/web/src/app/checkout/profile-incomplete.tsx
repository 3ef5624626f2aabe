import { UserPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { useMessages } from '../../i18n';
import { checkoutMessages } from './messages';

export const UPDATE_PROFILE_FOR_CHECKOUT = `/update-profile/?returnTo=${encodeURIComponent('/checkout/')}`;

/** The profile lacks what an order needs: say so, with a way to fill it in and come back to checkout. */
export function ProfileIncomplete() {
  const t = useMessages(checkoutMessages);
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center"
      data-testid="profile-incomplete"
    >
      <p className="flex-1 font-semibold text-red-700">{t('profileIncomplete')}</p>
      <Link to={UPDATE_PROFILE_FOR_CHECKOUT} className={buttonClasses({ variant: 'outline' })}>
        <UserPen aria-hidden="true" className="size-4" />
        {t('updateProfile')}
      </Link>
    </div>
  );
}
