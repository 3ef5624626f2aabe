import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { useMessages } from '../../../i18n';
import { cartMessages } from '../messages';

/** 'Your cart is empty', with the way back to the menu. */
export function CartEmpty() {
  const t = useMessages(cartMessages);
  return (
    <EmptyState title={t('emptyTitle')}>
      <Link to="/our-menu/" className={buttonClasses({ variant: 'outline' })}>
        {t('browseMenu')}
      </Link>
    </EmptyState>
  );
}
