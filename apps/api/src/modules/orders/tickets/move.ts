import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  cannotMoveTicketMessage,
  type MoveTicketBody,
  REFUND_MESSAGES,
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
import { oweTicket, restoreTicket } from '../../ledger/refunds-owed.ts';
import { lineStatusSql, onBoard } from './ticket-rows.ts';

/** A ticket locked for a move, with who hears of it and whether its order is on the boards. */
export interface LockedTicket {
  id: number;
  orderId: number;
  stage: TicketStage;
  customerId: number;
  ownerId: number | null;
  /** Cash on delivery or paid: restaurants work on it. An online order awaiting its payment is not. */
  onBoard: boolean;
  /** Its order is paid online: canceling it owes its money back. */
  paid: boolean;
}

/**
 * The tickets `where` finds, locked (FOR UPDATE, so two moves of one ticket queue), in their order. The
 * caller holds their orders' locks already (`lockTickets` takes them).
 */
export function ticketsForUpdate(tx: Tx, where: SQL | undefined): Promise<LockedTicket[]> {
  return tx
    .select({
      id: tickets.id,
      orderId: tickets.orderId,
      stage: tickets.stage,
      customerId: orders.userId,
      ownerId: restaurants.ownerId,
      onBoard: sql<boolean>`${onBoard}`,
      paid: sql<boolean>`${orders.paidAt} is not null`,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(restaurants, eq(restaurants.id, tickets.restaurantId))
    .where(where)
    .orderBy(tickets.id)
    .for('update', { of: tickets });
}

/**
 * Locks the orders of the tickets `where` finds, then those tickets. Orders first: every change of an
 * order's stages or money (payments arriving, the expiry sweep, the customer's cancel) locks its order
 * before anything else, so none of them waits for another in a circle, and a ticket's move sees its
 * order's payment as it stays until commit.
 */
export async function lockTickets(tx: Tx, where: SQL | undefined): Promise<LockedTicket[]> {
  const theirOrders = tx
    .select({ id: tickets.orderId })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(restaurants, eq(restaurants.id, tickets.restaurantId))
    .where(where);
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, theirOrders))
    .orderBy(orders.id)
    .for('update');
  return ticketsForUpdate(tx, where);
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

/** A restaurant's or an admin's move needs the order on the boards (409 while it awaits its payment). */
export function requireOnBoard(ticket: LockedTicket) {
  if (!ticket.onBoard) throw businessError(409, REFUND_MESSAGES.notOnBoard);
}

/**
 * Writes the stage on the ticket and the matching spec status on all its lines. Accepting stamps accepted_at and the prep time; canceling keeps the reason. The money
 * follows: a ticket of a paid order that is canceled is owed back (`by` caused it), and one restored from
 * Canceled is owed no more (refused once its refund went to the gateway); an unpaid order owes nothing.
 * The caller holds the locks (`lockTickets`).
 */
export async function setStage(
  tx: Tx,
  ticket: LockedTicket,
  stage: TicketStage,
  { prepMinutes, reason, by = null }: { prepMinutes?: number; reason?: string; by?: number | null } = {},
) {
  const restored = ticket.stage === 'canceled' && stage !== 'canceled';
  if (ticket.paid && restored) await restoreTicket(tx, ticket.id);
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
      status: lineStatusSql(stage, ticket.orderId),
      updatedAt: sql`now()`,
    })
    .where(eq(orderLines.ticketId, ticket.id));
  if (ticket.paid && stage === 'canceled' && ticket.stage !== 'canceled') {
    await oweTicket(tx, ticket, reason ?? '', by);
  }
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
