import { eq, type SQL, sql } from 'drizzle-orm';
import {
  cannotMoveTicketMessage,
  type MoveTicketBody,
  type OrderStatus,
  STAGE_MOVES,
  TERMINAL_STAGES,
  TICKET_MESSAGES,
  type TicketStage,
} from '@bhoj/contract';
import type { Tx } from '../../../db/client.ts';
import { orderLines, orders, restaurants, tickets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { businessError, fieldError } from '../../../lib/errors.ts';
import { mailReceipt, type ReceiptDeps } from '../receipts.ts';
import { lineStatusSql } from './ticket-rows.ts';

/** A ticket locked for a move, with who hears of it. */
export interface LockedTicket {
  id: number;
  orderId: number;
  stage: TicketStage;
  customerId: number;
  ownerId: number | null;
}

/** Locks the tickets `where` finds (FOR UPDATE, so two moves of one ticket queue), in their order. */
export function lockTickets(tx: Tx, where: SQL | undefined): Promise<LockedTicket[]> {
  return tx
    .select({
      id: tickets.id,
      orderId: tickets.orderId,
      stage: tickets.stage,
      customerId: orders.userId,
      ownerId: restaurants.ownerId,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(restaurants, eq(restaurants.id, tickets.restaurantId))
    .where(where)
    .orderBy(tickets.id)
    .for('update', { of: tickets });
}

/** The one ticket `where` finds, locked; undefined when none. */
export const lockTicket = async (tx: Tx, where: SQL | undefined) => (await lockTickets(tx, where))[0];

/** A restaurant's move: a next stage of STAGE_MOVES (else 409), with a prep time to accept, a reason to cancel. */
export function checkMove(from: TicketStage, move: MoveTicketBody) {
  if (!STAGE_MOVES[from].includes(move.stage)) {
    throw businessError(409, cannotMoveTicketMessage(from, move.stage));
  }
  if (move.stage === 'accepted' && move.prep_minutes === undefined) {
    throw fieldError('prep_minutes', TICKET_MESSAGES.prepRequired);
  }
  if (move.stage === 'canceled' && !move.reason) throw fieldError('reason', TICKET_MESSAGES.reasonRequired);
}

/**
 * Writes the stage on the ticket and the matching spec status on all its lines (or `lineStatus` when an
 * admin sets one). Accepting stamps accepted_at and the prep time; canceling keeps the reason.
 */
export async function setStage(
  tx: Tx,
  ticket: LockedTicket,
  stage: TicketStage,
  {
    prepMinutes,
    reason,
    lineStatus,
  }: { prepMinutes?: number; reason?: string; lineStatus?: OrderStatus } = {},
) {
  await tx
    .update(tickets)
    .set({
      stage,
      updatedAt: sql`now()`,
      ...(stage === 'accepted' ? { prepMinutes, acceptedAt: sql`now()` } : {}),
      cancelReason: stage === 'canceled' ? (reason ?? '') : '',
    })
    .where(eq(tickets.id, ticket.id));
  await tx
    .update(orderLines)
    .set({
      status: lineStatus ?? lineStatusSql(stage, ticket.orderId),
      updatedAt: sql`now()`,
    })
    .where(eq(orderLines.ticketId, ticket.id));
}

/** After commit: `userIds` hear that the ticket moved (a `ticket.changed` live event). Never fails the move. */
function publishMove(
  deps: Pick<Deps, 'events' | 'log'>,
  ticket: LockedTicket,
  stage: TicketStage,
  userIds: number[],
) {
  const data = { order_id: ticket.orderId, ticket_id: ticket.id, stage };
  for (const userId of userIds) {
    deps.events
      .publish({ type: 'ticket.changed', userId, data })
      .catch((err: unknown) =>
        deps.log.warn({ err, ticketId: ticket.id }, 'ticket.changed could not be published'),
      );
  }
}

const ownerOf = (ticket: LockedTicket) => (ticket.ownerId === null ? [] : [ticket.ownerId]);

/**
 * After commit: the customer and the restaurant's owner hear that the ticket moved, and the customer gets a
 * receipt once it is delivered or canceled. Never fails the move.
 */
export function announceMove(
  deps: Pick<Deps, 'events' | 'log'> & ReceiptDeps,
  ticket: LockedTicket,
  stage: TicketStage,
) {
  if (TERMINAL_STAGES.includes(stage))
    mailReceipt(deps, ticket.orderId, { kind: 'ticket', ticketId: ticket.id });
  publishMove(deps, ticket, stage, [ticket.customerId, ...ownerOf(ticket)]);
}

/**
 * After a line move (the spec's per-line calls, which tell the customer with `order.status`): the owner's
 * board hears that the whole ticket moved, wherever it is open.
 */
export const announceLineMove = (
  deps: Pick<Deps, 'events' | 'log'>,
  ticket: LockedTicket,
  stage: TicketStage,
) => publishMove(deps, ticket, stage, ownerOf(ticket));
