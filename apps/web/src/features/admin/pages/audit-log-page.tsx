import { ADMIN_PAGE_SIZES, type AuditEntry } from '@bhoj/contract';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { TableSkeleton } from '../../../components/dashboard/data-table';
import { EmptyState } from '../../../components/empty-state';
import { Pagination, usePageParam } from '../../../components/pagination';
import { useMessages } from '../../../i18n';
import { useAuditLog } from '../api/get-audit-log';
import { CardCell, CardRow, CardTable } from '../components/card-table';
import { DateTime } from '../components/date-time-cell';
import { ListError } from '../components/list-error';
import { adminMessages } from '../messages';
import { auditChanges } from '../lib/audit-changes';
import { auditSentence } from '../lib/audit-sentence';

const LIST_ID = 'audit-log-list';
const PAGE_SIZE = ADMIN_PAGE_SIZES.auditLog;
/** The actions whose rows list the fields they held. */
const DETAILED = ['create', 'update', 'delete'];

/** The note of a refund marked refunded by hand (how the money went back), else null. */
const refundNote = (entry: AuditEntry): string | null =>
  entry.entity === 'refund' && typeof entry.after?.note === 'string' && entry.after.note
    ? entry.after.note
    : null;

/**
 * The fields a created, edited or deleted row held, for the curious, or a refund's note; role and status
 * changes say it all.
 */
function Changes({ entry }: { entry: AuditEntry }) {
  const t = useMessages(adminMessages);
  const note = refundNote(entry);
  if (note) return <p className="text-xs break-words text-stone-600">{note}</p>;
  if (!DETAILED.includes(entry.action)) return null;
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-stone-500">—</span>;
  return (
    <ul className="space-y-0.5 text-xs text-stone-600">
      {changes.map(({ field, before, after }) => (
        <li key={field} className="break-words">
          <span className="font-semibold text-stone-700">{field}</span>:{' '}
          {before !== undefined && after !== undefined ? (
            <>
              {before} <span aria-hidden="true">→</span>
              <span className="sr-only">{t('became')}</span> {after}
            </>
          ) : after !== undefined ? (
            after
          ) : (
            <span className="text-stone-500 line-through">{before}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** admin/dashboard/audit-log/: who changed what and when, newest first, 10 a page, told as sentences. */
export function AuditLogPage() {
  const t = useMessages(adminMessages);
  const [page, setPage] = usePageParam(LIST_ID);
  const log = useAuditLog(page);
  const columns = [t('when'), t('what'), t('auditDetails')];

  return (
    <DashboardPage id="audit-log" title={t('auditTitle')} description={t('auditDescription')}>
      <div id={LIST_ID} className="scroll-mt-24">
        {log.isPending ? (
          <TableSkeleton rows={PAGE_SIZE + 1} label={t('loadingAudit')} />
        ) : log.isError ? (
          <ListError
            error={log.error}
            page={page}
            onFirstPage={() => setPage(1)}
            what={t('whatAuditLog')}
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          />
        ) : log.data.results.length === 0 ? (
          <EmptyState title={t('noData')} />
        ) : (
          <>
            <CardTable
              label={t('auditTitle')}
              columns={columns}
              testId="audit-log-table"
              minWidth="sm:min-w-[44rem]"
            >
              {log.data.results.map((entry) => (
                <CardRow key={entry.id} testId="audit-row">
                  <CardCell label={columns[0]!} className="text-stone-600 sm:w-32">
                    <DateTime iso={entry.created_at} />
                  </CardCell>
                  <CardCell label={columns[1]!} primary className="sm:font-medium">
                    <span data-testid="audit-sentence">{auditSentence(entry)}</span>
                  </CardCell>
                  <CardCell
                    // A role or status change has no details: no empty label on a phone.
                    label={DETAILED.includes(entry.action) || refundNote(entry) ? columns[2]! : ''}
                    className="sm:max-w-xs"
                  >
                    <Changes entry={entry} />
                  </CardCell>
                </CardRow>
              ))}
            </CardTable>
            <Pagination
              count={log.data.count}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={setPage}
              label={t('auditPages')}
              className="mt-6"
            />
          </>
        )}
      </div>
    </DashboardPage>
  );
}
