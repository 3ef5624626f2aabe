import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../button';

/** A dashboard page's 'Add …' or 'Create …' link, looking like a button with a plus. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses()}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
