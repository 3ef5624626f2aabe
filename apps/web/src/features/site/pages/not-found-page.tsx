import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { PageTitle } from '../../../components/page-title';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <PageTitle title="Page not found" />
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="text-2xl font-bold sm:text-3xl">Page not found</h1>
      <p className="text-stone-600">The page you are looking for is not on the menu.</p>
      <Link to="/" className={buttonClasses()}>
        Back to home
      </Link>
    </section>
  );
}
