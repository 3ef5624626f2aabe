import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { PageTitle } from '../../../components/page-title';

export function UnauthorizedPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <PageTitle title="Unauthorized" />
      <span className="grid size-14 place-items-center rounded-full bg-brand-100 text-brand-700">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold sm:text-3xl">Access denied</h1>
      <p className="text-lg text-stone-700">You do not have permission to view this page.</p>
      <Link to="/profile/" className={buttonClasses()}>
        Go to your profile
      </Link>
    </section>
  );
}
