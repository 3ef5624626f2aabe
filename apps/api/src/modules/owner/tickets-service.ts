import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type BoardTab,
  type MoveTicketBody,
  type OwnerTicket,
  STAGE_MOVES,
  TAB_STAGES,
  type TicketCounts,
} from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { orders, tickets, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { PageOf, PageWindow } from '../../lib/paging.ts';
import type { AnnounceDeps } from '../orders/tickets/announce.ts';
import { announceMove, checkMove, lockTicket, setStage } from '../orders/tickets/move.ts';
import {
  onBoard,
  paymentStateOf,
  ticketColumns,
  type TicketRow,
  toTicket,
} from '../orders/tickets/ticket-rows.ts';
import { ownRestaurantId } from './own-restaurant.ts';

const inStages = (stages: readonly string[]) =>
  sql<number>`count(*) filter (where ${inArray(tickets.stage, stages as never[])})`.mapWith(Number);

/** Tickets placed on `date` (YYYY-MM-DD), a calendar day in Asia/Dhaka. */
const placedOn = (date: string) =>
  sql`${tickets.createdAt} >= (${date}::date)::timestamp at time zone 'Asia/Dhaka'
      and ${tickets.createdAt} < (${date}::date + 1)::timestamp at time zone 'Asia/Dhaka'`;

function selectTickets(db: Db) {
  return db
    .select({
      ...ticketColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      phone_number: users.phoneNumber,
      address: orders.address,
      payment_method: orders.paymentMethod,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(users, eq(users.id, orders.userId));
}

type BoardRow = TicketRow & {
  firstName: string;
  lastName: string;
  username: string;
  phone_number: string | null;
  address: string;
  payment_method: 'cash_on_delivery' | 'online_payment';
};

const toOwnerTicket = (row: BoardRow): OwnerTicket => ({
  ...toTicket(row),
  customer_name: `${row.firstName} ${row.lastName}`.trim() || row.username,
  phone_number: row.phone_number,
  address: row.address,
  payment_method: row.payment_method,
  payment_state: paymentStateOf(row.payment_method, row.paidAt, row.stage === 'canceled'),
  next_stages: [...STAGE_MOVES[row.stage]],
});

/** The restaurant's board: its tickets of orders that are cash on delivery or paid, and their moves. */
export function ownerTicketsService(deps: AnnounceDeps) {
  const { db } = deps;
  const mine = (userId: number, date?: string): SQL =>
    and(eq(tickets.restaurantId, ownRestaurantId(userId)), onBoard, date ? placedOn(date) : undefined)!;

  async function one(userId: number, id: number): Promise<OwnerTicket> {
    const [row] = await selectTickets(db).where(and(mine(userId), eq(tickets.id, id)));
    if (!row) throw notFound();
    return toOwnerTicket(row);
  }

  return {
    /** One tab's page, newest first, and every tab's count under the same date filter. */
    async board(
      userId: number,
      tab: BoardTab,
      date: string | undefined,
      window: PageWindow,
    ): Promise<PageOf<OwnerTicket> & { counts: TicketCounts }> {
      const [counts] = await db
        .select({
          new: inStages(TAB_STAGES.new),
          in_progress: inStages(TAB_STAGES.in_progress),
          done: inStages(TAB_STAGES.done),
        })
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .where(mine(userId, date));
      const rows = await selectTickets(db)
        .where(and(mine(userId, date), inArray(tickets.stage, [...TAB_STAGES[tab]])))
        .orderBy(desc(tickets.createdAt), desc(tickets.id))
        .limit(window.limit)
        .offset(window.offset);
      return { count: counts![tab], counts: counts!, results: rows.map(toOwnerTicket) };
    },

    detail: one,

    /** A move of STAGE_MOVES, checked and written with the ticket locked; both sides hear of it. */
    async move(userId: number, id: number, body: MoveTicketBody): Promise<OwnerTicket> {
      const ticket = await db.transaction(async (tx) => {
        const locked = await lockTicket(tx, and(mine(userId), eq(tickets.id, id)));
        if (!locked) throw notFound();
        checkMove(locked.stage, body);
        await setStage(tx, locked, body.stage, {
          prepMinutes: body.prep_minutes,
          reason: body.reason,
          by: userId,
        });
        return locked;
      });
      announceMove(deps, ticket, body.stage);
      return one(userId, id);
    },
  };
}
