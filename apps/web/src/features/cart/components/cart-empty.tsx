import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';

/** 'Your cart is empty', with the way back to the menu. */
export function CartEmpty() {
  return (
    <EmptyState title="Your cart is empty">
      <Link to="/our-menu/" className={buttonClasses({ variant: 'outline' })}>
        Browse the menu
      </Link>
    </EmptyState>
  );
}
