import { Button } from '../button';
import { EmptyState } from '../empty-state';

/** A paged list asked for a page past its end (the list shrank, or a typed URL): says so, offers page 1. */
export function PageGone({ page, onFirstPage }: { page: number; onFirstPage: () => void }) {
  return (
    <EmptyState title={`There is no page ${page} here.`}>
      <Button onClick={onFirstPage}>Go to page 1</Button>
    </EmptyState>
  );
}
