import {
  MoveTicketBody,
  OwnerIdParams,
  OwnerTicket,
  TicketBoard,
  TicketBoardQuery,
  TICKETS_PAGE_SIZE,
} from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { paged } from '../../lib/paging.ts';
import { badRequest, conflict, guarded } from '../../lib/route-schema.ts';
import { notFoundOrNoRestaurant, ownerOnly, tags } from './route-parts.ts';
import { ownerTicketsService } from './tickets-service.ts';

/** The order board: the restaurant's tickets and their stages, beside the spec's per-line calls. */
export async function ownerTicketRoutes(app: App, deps: Deps) {
  const board = ownerTicketsService(deps);

  app.get(
    '/restaurant/tickets/',
    {
      config: { ...ownerOnly, privateAnswer: true },
      schema: {
        tags,
        summary: "The order board: one tab's tickets, newest first, 10 per page, with every tab's count",
        description:
          'tab new | in_progress | done; date YYYY-MM-DD (Asia/Dhaka) keeps the tickets placed that day. ' +
          'Online orders appear once their payment is verified.',
        querystring: TicketBoardQuery,
        response: { 200: TicketBoard, ...badRequest, ...guarded, ...notFoundOrNoRestaurant },
      },
    },
    (request) =>
      paged(request, TICKETS_PAGE_SIZE, (window) =>
        board.board(requireUser(request).id, request.query.tab, request.query.date, window),
      ),
  );

  app.get(
    '/restaurant/tickets/:id/',
    {
      config: { ...ownerOnly, privateAnswer: true },
      schema: {
        tags,
        summary: 'One ticket, for the kitchen ticket print',
        params: OwnerIdParams,
        response: { 200: OwnerTicket, ...badRequest, ...guarded, ...notFoundOrNoRestaurant },
      },
    },
    (request) => board.detail(requireUser(request).id, request.params.id),
  );

  app.post(
    '/restaurant/tickets/:id/move/',
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: 'Moves a ticket to its next stage',
        description:
          'new → accepted (prep_minutes 1–240) | canceled (reason); accepted → preparing | canceled (reason); ' +
          'preparing → out_for_delivery → delivered. Any other move is 409. Its lines take the matching status; ' +
          'the customer and the owner get a ticket.changed live event.',
        params: OwnerIdParams,
        body: MoveTicketBody,
        response: { 200: OwnerTicket, ...badRequest, ...guarded, ...notFoundOrNoRestaurant, ...conflict },
      },
    },
    (request) => board.move(requireUser(request).id, request.params.id, request.body),
  );
}
