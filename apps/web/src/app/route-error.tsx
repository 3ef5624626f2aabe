import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/button';
import { PageTitle } from '../components/page-title';
import { useMessages } from '../i18n';
import { appMessages } from './messages';

type AppKey = (typeof appMessages.keys)[number];

function describe(error: unknown): { titleKey: AppKey; messageKey: AppKey } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { titleKey: 'notFoundTitle', messageKey: 'notFoundText' };
  }
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  ) {
    return { titleKey: 'updatedTitle', messageKey: 'updatedText' };
  }
  return { titleKey: 'errorTitle', messageKey: 'errorText' };
}

/**
 * The error boundary of an area (public site, owner dashboard, admin dashboard, or the whole app).
 * It renders inside the area's layout, so the header and navigation stay usable.
 */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const t = useMessages(appMessages);
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const { titleKey, messageKey } = describe(error);
  const title = t(titleKey);

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
      <p className="text-stone-600">{t(messageKey)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
        {/* A plain link: a fresh document load also resets a broken app. */}
        {fullPage ? (
          <a href="/" className={buttonClasses({ variant: 'outline' })}>
            {t('goHome')}
          </a>
        ) : (
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            {t('goHome')}
          </Link>
        )}
      </div>
    </section>
  );
}
