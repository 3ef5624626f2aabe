import { useFormat, useMessages } from '../../i18n';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { componentMessages } from '../messages';

/** A paged list asked for a page past its end (the list shrank, or a typed URL): says so, offers page 1. */
export function PageGone({ page, onFirstPage }: { page: number; onFirstPage: () => void }) {
  const t = useMessages(componentMessages);
  const { formatNumber } = useFormat();
  return (
    <EmptyState title={t('noSuchPage', { page: formatNumber(page) })}>
      <Button onClick={onFirstPage}>{t('goToFirstPage')}</Button>
    </EmptyState>
  );
}
