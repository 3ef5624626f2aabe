import { ADMIN_PAGE_SIZES, type AdminRefund, refundStates, type RefundState } from '@bhoj/contract';
import { useState } from 'react';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { TableSkeleton } from '../../../components/dashboard/data-table';
import { EmptyState } from '../../../components/empty-state';
import { SelectField } from '../../../components/form/select-field';
import { Pagination, usePageParam } from '../../../components/pagination';
import { useRefundWords } from '../../../components/refunds/use-refund-words';
import { useMessages } from '../../../i18n';
import { useAdminRefunds } from '../api/get-admin-refunds';
import { useMarkRefundRefunded } from '../api/mark-refund-refunded';
import { AdminRefundRow, useRefundColumns } from '../components/admin-refund-row';
import { CardTable } from '../components/card-table';
import { EditDialog } from '../components/edit-dialog';
import { ListError } from '../components/list-error';
import { MarkRefundedForm } from '../components/mark-refunded-form';
import { useFilterParam } from '../hooks/use-filter-param';
import { adminMessages } from '../messages';

const LIST_ID = 'admin-refunds-list';
const PAGE_SIZE = ADMIN_PAGE_SIZES.refunds;

const readState = (value: string): RefundState | '' => refundStates.find((state) => state === value) ?? '';

/**
 * admin/dashboard/refunds/: every refund, newest first, 10 a page, filtered by ?state=; a refused one can
 * be sent again, and one given back another way marked refunded with a note.
 */
export function AdminRefundsPage() {
  const t = useMessages(adminMessages);
  const words = useRefundWords('support');
  const [stateParam, setState] = useFilterParam('state');
  const state = readState(stateParam);
  const [page, setPage] = usePageParam(LIST_ID);
  const refunds = useAdminRefunds({ page, state });
  const [marking, setMarking] = useState<AdminRefund | null>(null);
  const mark = useMarkRefundRefunded();
  const columns = useRefundColumns();

  const filter = (
    <SelectField
      label={t('refundState')}
      className="w-full xs:w-48"
      value={state}
      onChange={(event) => setState(event.currentTarget.value)}
    >
      <option value="">{t('all')}</option>
      {refundStates.map((option) => (
        <option key={option} value={option}>
          {words.stateName(option)}
        </option>
      ))}
    </SelectField>
  );

  return (
    <DashboardPage
      id="admin-refunds"
      title={t('refundsTitle')}
      description={refunds.data ? t('refundCount', { count: refunds.data.count }) : t('refundsDescription')}
      actions={filter}
    >
      <div id={LIST_ID} className="scroll-mt-24">
        {refunds.isPending ? (
          <TableSkeleton rows={PAGE_SIZE + 1} label={t('loadingRefunds')} />
        ) : refunds.isError ? (
          <ListError
            error={refunds.error}
            page={page}
            onFirstPage={() => setPage(1)}
            what={t('whatRefunds')}
            onRetry={() => void refunds.refetch()}
            retrying={refunds.isFetching}
          />
        ) : refunds.data.results.length === 0 ? (
          <EmptyState title={t('noRefunds')} />
        ) : (
          <>
            <CardTable
              label={t('refundsTitle')}
              columns={Object.values(columns)}
              testId="admin-refunds-table"
              minWidth="sm:min-w-[72rem]"
            >
              {refunds.data.results.map((refund) => (
                <AdminRefundRow
                  key={refund.id}
                  refund={refund}
                  columns={columns}
                  onMark={() => setMarking(refund)}
                />
              ))}
            </CardTable>
            <Pagination
              count={refunds.data.count}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={setPage}
              label={t('refundsPages')}
              className="mt-6"
            />
          </>
        )}
      </div>
      <EditDialog
        row={marking}
        onClose={() => setMarking(null)}
        title={t('markRefunded')}
        testId="mark-refunded-dialog"
        save={mark}
        form={(refund, props) => <MarkRefundedForm key={refund.id} refund={refund} {...props} />}
      />
    </DashboardPage>
  );
}
