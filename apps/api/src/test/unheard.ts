import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/** Turns the change notifications (drizzle/0012_change_notifications.sql) on or off, in `tx` alone. */
const notifications = (tx: Tx, turn: 'enable' | 'disable') =>
  tx.execute(sql`do $$
    declare t record;
    begin
      for t in select tgrelid::regclass as tbl, tgname from pg_trigger
               where tgfoid = 'notify_change'::regproc loop
        execute format('alter table %s ${sql.raw(turn)} trigger %I', t.tbl, t.tgname);
      end loop;
    end $$`);

/**
 * Runs `write` in a transaction the database tells no one of (its change notifications are off until
 * it commits; every other trigger runs). What it writes is then seen only by an answer made afresh,
 * which shows whether an answer came from memory.
 */
export function unheard<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await notifications(tx, 'disable');
    const written = await write(tx);
    await notifications(tx, 'enable');
    return written;
  });
}
