import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { isInvalidPage } from '../../../lib/is-invalid-page';

/**
 * A failed list load: a page past the end (the list shrank, or a typed URL) offers page 1; anything else
 * says so with a retry.
 */
export function ListError({
  error,
  page,
  what,
  onRetry,
  retrying,
}: {
  error: Error;
  page: number;
  /** 'users', 'orders'. */
  what: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const [params] = useSearchParams();
  if (isInvalidPage(error)) {
    const firstPage = new URLSearchParams(params);
    firstPage.delete('page');
    const search = firstPage.toString();
    return (
      <EmptyState title={`There is no page ${page} here.`}>
        <Link to={{ search: search ? `?${search}` : '' }} className={buttonClasses()}>
          Go to page 1
        </Link>
      </EmptyState>
    );
  }
  return (
    <ErrorState
      message={error.message || `The ${what} could not be loaded.`}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
