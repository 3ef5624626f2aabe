import { ADMIN_PAGE_SIZES, type AuditEntry } from '@bhoj/contract';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { cellClass, DataTable, TableSkeleton } from '../../../components/dashboard/data-table';
import { EmptyState } from '../../../components/empty-state';
import { Pagination, usePageParam } from '../../../components/pagination';
import { useAuditLog } from '../api/get-audit-log';
import { DateTime } from '../components/date-time-cell';
import { ListError } from '../components/list-error';
import { auditChanges } from '../lib/audit-changes';

const LIST_ID = 'audit-log-list';
const PAGE_SIZE = ADMIN_PAGE_SIZES.auditLog;

/** 'status_change' → 'Status change'. */
function humanize(word: string): string {
  const text = word.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-stone-500">—</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {changes.map(({ field, before, after }) => (
        <li key={field} className="break-words">
          <span className="font-semibold text-stone-700">{field}</span>:{' '}
          {before !== undefined && after !== undefined ? (
            <>
              {before} <span aria-hidden="true">→</span>
              <span className="sr-only">became</span> {after}
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

/** admin/dashboard/audit-log/: who changed what and when, newest first, 10 a page. */
export function AuditLogPage() {
  const [page, setPage] = usePageParam(LIST_ID);
  const log = useAuditLog(page);

  return (
    <DashboardPage
      id="audit-log"
      title="Audit log"
      description="Every change made by an admin: who, what and when."
    >
      <div id={LIST_ID} className="scroll-mt-24">
        {log.isPending ? (
          <TableSkeleton rows={PAGE_SIZE + 1} label="Loading the audit log" />
        ) : log.isError ? (
          <ListError
            error={log.error}
            page={page}
            onFirstPage={() => setPage(1)}
            what="audit log"
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          />
        ) : log.data.results.length === 0 ? (
          <EmptyState title="No Data Found" />
        ) : (
          <>
            <DataTable
              label="Audit log"
              head={['When', 'Who', 'Action', 'What', 'Change']}
              testId="audit-log-table"
              minWidth="min-w-[48rem]"
            >
              {log.data.results.map((entry) => (
                <tr key={entry.id} data-testid="audit-row">
                  <td className={cellClass}>
                    <DateTime iso={entry.created_at} />
                  </td>
                  <td className={`${cellClass} font-semibold`}>{entry.actor ?? '—'}</td>
                  <td className={cellClass}>{humanize(entry.action)}</td>
                  <td className={cellClass}>
                    {humanize(entry.entity)}
                    {entry.entity_id !== null ? ` #${entry.entity_id}` : ''}
                  </td>
                  <td className={`${cellClass} max-w-xs`}>
                    <Changes entry={entry} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pagination
              count={log.data.count}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={setPage}
              label="Audit log pages"
              className="mt-6"
            />
          </>
        )}
      </div>
    </DashboardPage>
  );
}
