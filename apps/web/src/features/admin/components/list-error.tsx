import { PageGone } from '../../../components/dashboard/page-gone';
import { ErrorState } from '../../../components/error-state';
import { translateServerMessage, useMessages } from '../../../i18n';
import { isInvalidPage } from '../../../lib/is-invalid-page';
import { adminMessages } from '../messages';

/** A paged list's failed load: a page past the end offers page 1; anything else says so with a retry. */
export function ListError({
  error,
  page,
  onFirstPage,
  what,
  onRetry,
  retrying,
}: {
  error: Error;
  page: number;
  onFirstPage: () => void;
  /** What the list holds, in words: 'users', 'orders' (from the catalog). */
  what: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useMessages(adminMessages);
  if (isInvalidPage(error)) return <PageGone page={page} onFirstPage={onFirstPage} />;
  return (
    <ErrorState
      message={error.message ? translateServerMessage(error.message) : t('listLoadFailed', { what })}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
