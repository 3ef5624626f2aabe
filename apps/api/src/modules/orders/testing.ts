import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tickets } from '../../db/schema/index.ts';
import type { App } from '../../deps.ts';

/** The tickets of an order, in their order (#n-1, #n-2, …). */
export const ticketsOf = (db: Db, orderId: number) =>
  db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.seq);

/** POST restaurant/tickets/{id}/move/ as the owner whose `headers` these are. */
export const moveTicket = (app: App, headers: Record<string, string>, id: number, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/restaurant/tickets/${id}/move/`,
    headers,
    payload: payload as object,
  });
