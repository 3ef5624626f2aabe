import { PageGone } from '../../../components/dashboard/page-gone';
import { ErrorState } from '../../../components/error-state';
import { isInvalidPage } from '../../catalog/lib/is-invalid-page';

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
  /** 'users', 'orders'. */
  what: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (isInvalidPage(error)) return <PageGone page={page} onFirstPage={onFirstPage} />;
  return (
    <ErrorState
      message={error.message || `The ${what} could not be loaded.`}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
