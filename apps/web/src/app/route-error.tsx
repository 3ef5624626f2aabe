import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/button';
import { PageTitle } from '../components/page-title';

function describe(error: unknown): { title: string; message: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Page not found', message: 'The page you are looking for is not on the menu.' };
  }
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  ) {
    return { title: 'Bhoj has been updated', message: 'Reload the page to get the latest version.' };
  }
  return { title: 'Something went wrong', message: 'Sorry, this page could not be shown. Please try again.' };
}

/**
 * The error boundary of an area (public site, owner dashboard, admin dashboard, or the whole app).
 * It renders inside the area's layout, so the header and navigation stay usable.
 */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const { title, message } = describe(error);

  return (
    <section
      role="alert"
      className={
        fullPage
          ? 'flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center'
          : 'mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center'
      }
    >
      <PageTitle title={title} />
      <span className="grid size-14 place-items-center rounded-full bg-red-100 text-red-700">
        <AlertTriangle aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-stone-600">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        {/* A plain link: a fresh document load also resets a broken app. */}
        {fullPage ? (
          <a href="/" className={buttonClasses({ variant: 'outline' })}>
            Go home
          </a>
        ) : (
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            Go home
          </Link>
        )}
      </div>
    </section>
  );
}
