import type { BoardTab, MoveTicketBody, OwnerTicket, TicketBoard } from '@bhoj/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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

/** POST /api/restaurant/tickets/{id}/move/: the board and the figures reload afterwards. */
export function useMoveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MoveTicketBody & { id: number }) =>
      api.post<OwnerTicket>(`restaurant/tickets/${id}/move/`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerKeys.boardAll() }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.stats() }),
      ]),
  });
}
