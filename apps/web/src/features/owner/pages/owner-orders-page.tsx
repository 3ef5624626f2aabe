import {
  type BoardTab,
  boardTabs,
  type OwnerTicket,
  type TicketStage,
  TICKETS_PAGE_SIZE,
} from '@bhoj/contract';
import { BellRing } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { LoadingRows } from '../../../components/dashboard/loading-rows';
import { Panel } from '../../../components/dashboard/panel';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Pagination, usePageParam } from '../../../components/pagination';
import { Tabs } from '../../../components/tabs';
import { showToast } from '../../../components/toast';
import { translate, useFormat, useMessages } from '../../../i18n';
import { firstFormError } from '../../../lib/form-errors';
import { useMoveTicket, useTicketBoard } from '../api/ticket-board';
import { KitchenTicket } from '../components/kitchen-ticket';
import { MoveDialog } from '../components/move-dialog';
import { RequireRestaurant } from '../components/require-restaurant';
import { TicketCard } from '../components/ticket-card';
import { useNewOrderAlerts } from '../hooks/use-new-order-alerts';
import { needsDialog } from '../lib/ticket-moves';
import { ownerMessages } from '../messages';

const readTab = (value: string | null): BoardTab =>
  (boardTabs as readonly string[]).includes(value ?? '') ? (value as BoardTab) : 'new';

/** /restaurant/dashboard/user-order/: the order board, tickets in New / In progress / Done, live. */
export function OwnerOrdersPage() {
  const t = useMessages(ownerMessages);
  const { formatNumber } = useFormat();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const date = params.get('date') ?? '';
  const [page, setPage] = usePageParam('owner-orders');
  const board = useTicketBoard({ tab, page, date });
  const { fresh, announcement } = useNewOrderAlerts();
  const move = useMoveTicket();
  const [asking, setAsking] = useState<{ ticket: OwnerTicket; stage: TicketStage } | null>(null);
  const [printing, setPrinting] = useState<OwnerTicket | null>(null);
  const donePrinting = useCallback(() => setPrinting(null), []);

  const setFilter = (key: 'tab' | 'date', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });

  const onMove = (ticket: OwnerTicket, stage: TicketStage) => {
    if (needsDialog(stage)) setAsking({ ticket, stage });
    else {
      // The board's own message may be out of sight above the card, so a toast says it too.
      move.mutate(
        { id: ticket.id, stage },
        {
          onError: (error) => {
            const reason = firstFormError(error, ['stage', 'error'])?.message ?? '';
            showToast(
              translate(ownerMessages, 'toastMoveFailed', { number: ticket.number, reason }),
              'error',
            );
          },
        },
      );
    }
  };
  const moveError = firstFormError(move.error, ['stage', 'error']);

  let content;
  if (board.data) {
    content =
      board.data.results.length === 0 ? (
        <EmptyState title={t('noOrdersHere')}>
          <p className="text-stone-600">{date ? t('noneOnDay') : t(`empty_${tab}`)}</p>
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2" data-testid="ticket-list">
            {board.data.results.map((ticket) => (
              <TicketCard
                key={ticket.id}
                ticket={ticket}
                fresh={fresh.has(ticket.order)}
                busy={move.isPending && move.variables?.id === ticket.id}
                onMove={(stage) => onMove(ticket, stage)}
                onPrint={() => setPrinting(ticket)}
              />
            ))}
          </div>
          <Pagination
            className="mt-6"
            count={board.data.count}
            pageSize={TICKETS_PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            label={t('ticketPages')}
          />
        </>
      );
  } else if (board.isError) {
    content = (
      <ErrorState
        message={t('ordersFailed')}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  } else
    content = (
      <LoadingRows label={t('loadingOrders')} count={4} rowClassName="h-40" testId="orders-loading" />
    );

  const counts = board.data?.counts;
  const items = boardTabs.map((value) => ({
    value,
    label: counts
      ? t('tabWithCount', { label: t(`tab_${value}`), count: formatNumber(counts[value]) })
      : t(`tab_${value}`),
  }));

  return (
    <DashboardPage id="owner-orders" title={t('ordersTitle')} description={t('ordersDescription')}>
      <RequireRestaurant>
        <Panel>
          {/* Always in the page, so screen readers announce the note when it appears. */}
          <div role="status" aria-live="polite" data-testid="new-order-alert">
            {announcement ? (
              <p className="mb-4 flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
                <BellRing aria-hidden="true" className="size-5" />
                {announcement}
              </p>
            ) : null}
          </div>
          <label className="mb-4 flex flex-wrap items-center gap-2 text-sm font-semibold text-stone-700">
            {t('placedOn')}
            <input
              type="date"
              value={date}
              onChange={(event) => setFilter('date', event.target.value)}
              className="rounded-lg border border-stone-300 px-3 py-1.5 font-normal"
              data-testid="board-date"
            />
            {date ? (
              <button
                type="button"
                className="text-brand-700 underline"
                onClick={() => setFilter('date', '')}
              >
                {t('allDays')}
              </button>
            ) : null}
          </label>
          {moveError ? (
            <p role="alert" className="mb-4 text-sm font-medium text-red-700">
              {moveError.message}
            </p>
          ) : null}
          <Tabs
            items={items}
            value={tab}
            onChange={(value) => setFilter('tab', value === 'new' ? '' : value)}
            label={t('orderStages')}
          >
            {content}
          </Tabs>
        </Panel>
      </RequireRestaurant>
      <MoveDialog target={asking} onClose={() => setAsking(null)} />
      {printing ? <KitchenTicket ticket={printing} onPrinted={donePrinting} /> : null}
    </DashboardPage>
  );
}
