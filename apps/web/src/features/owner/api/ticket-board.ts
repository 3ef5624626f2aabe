import type { BoardTab, MoveTicketBody, OwnerTicket, TicketBoard } from '@bhoj/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { formatNumber, translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { stageLabelKey } from '../lib/ticket-moves';
import { ownerMessages } from '../messages';
import { ownerKeys } from './keys';

export type BoardQuery = { tab: BoardTab; page: number; date: string };

/** GET /api/restaurant/tickets/?tab=&page=&date=: one tab's tickets, newest first, and every tab's count. */
export function getTicketBoard({ tab, page, date }: BoardQuery, signal?: AbortSignal): Promise<TicketBoard> {
  return api.get<TicketBoard>('restaurant/tickets/', {
    query: { tab, page, date: date || undefined },
    signal,
  });
}

export const ticketBoardQueryOptions = (query: BoardQuery) =>
  queryOptions({
    queryKey: ownerKeys.board(query),
    queryFn: ({ signal }) => getTicketBoard(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTicketBoard(query: BoardQuery) {
  return useQuery(ticketBoardQueryOptions(query));
}

/** Says where the moved ticket is now: accepted with its preparation time, canceled, or its new stage. */
function confirmMove({ number, stage, prep_minutes }: OwnerTicket) {
  if (stage === 'accepted' && prep_minutes) {
    showToast(
      translate(ownerMessages, 'toastTicketAccepted', { number, minutes: formatNumber(prep_minutes) }),
    );
  } else if (stage === 'canceled') {
    showToast(translate(ownerMessages, 'toastTicketCanceled', { number }));
  } else {
    const stageName = translate(ownerMessages, stageLabelKey(stage));
    showToast(translate(ownerMessages, 'toastTicketMoved', { number, stage: stageName }));
  }
}

/** POST /api/restaurant/tickets/{id}/move/: a toast confirms; the board and the figures reload. */
export function useMoveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MoveTicketBody & { id: number }) =>
      api.post<OwnerTicket>(`restaurant/tickets/${id}/move/`, body),
    onSuccess: (ticket) => {
      confirmMove(ticket);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerKeys.boardAll() }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.stats() }),
      ]);
    },
  });
}
