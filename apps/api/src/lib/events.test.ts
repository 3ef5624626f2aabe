import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openPostgres } from '../db/client.ts';
import { testDatabaseKind } from '../test/context.ts';
import { requiredDatabaseUrl } from '../test/global-setup.ts';
import {
  type EventBus,
  type EventBusLog,
  inProcessEventBus,
  type BusEvent,
  postgresEventBus,
} from './events.ts';

const postgres = testDatabaseKind === 'postgresql';
const event = (userId: number, lineId = 1): BusEvent => ({
  type: 'order.status',
  userId,
  data: { line_id: lineId, order_id: 9, status: 'Completed' },
});
/** Resolves with the next event `bus` delivers to `userId`. */
const nextFor = (bus: EventBus, userId: number) =>
  new Promise<BusEvent>((resolve) => {
    const stop = bus.subscribe(userId, (received) => {
      stop();
      resolve(received);
    });
  });

// Two API instances: on PostgreSQL two buses with a LISTEN connection each (on a channel of this run's
// own); on PGlite, one process, so both are the same in-process bus.
let database: Database | undefined;
let first: EventBus;
let second: EventBus;
const channel = `bhoj_test_${randomBytes(4).toString('hex')}`;
const log: EventBusLog = { warn: vi.fn(), error: vi.fn() };
const connectionString = postgres ? requiredDatabaseUrl() : '';

beforeAll(async () => {
  if (postgres) {
    database = openPostgres(connectionString);
    const a = postgresEventBus({ connectionString, db: database.db, channel, reconnectMs: 50 });
    const b = postgresEventBus({ connectionString, db: database.db, channel, reconnectMs: 50 });
    await a.listen(log);
    await b.listen(log);
    [first, second] = [a, b];
  } else {
    first = second = inProcessEventBus();
  }
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database?.close();
});

describe(`the ${postgres ? 'PostgreSQL LISTEN/NOTIFY' : 'in-process'} event bus`, () => {
  it('delivers an event published on one instance to its user’s subscribers on every instance', async () => {
    const onSecond = nextFor(second, 41);
    const onFirst = nextFor(first, 41);
    await first.publish(event(41));
    expect(await onSecond).toEqual(event(41));
    expect(await onFirst).toEqual(event(41));
  });

  it('delivers to the receiver only, and no more once unsubscribed', async () => {
    const bystander = vi.fn();
    const stopBystander = second.subscribe(52, bystander);
    const leaving = vi.fn();
    second.subscribe(51, leaving)();
    const staying = nextFor(second, 51);
    await first.publish(event(51, 1));
    await first.publish(event(52, 2));
    expect(await staying).toEqual(event(51, 1));
    await vi.waitFor(() => expect(bystander).toHaveBeenCalledWith(event(52, 2)));
    expect(bystander).toHaveBeenCalledTimes(1);
    expect(leaving).not.toHaveBeenCalled();
    stopBystander();
  });
});

if (postgres) {
  describe('the PostgreSQL event bus', () => {
    it('drops an event too large for NOTIFY, logging it, without rejecting', async () => {
      const lineIds = Array.from({ length: 2000 }, (_, i) => 1_000_000 + i);
      const big: BusEvent = {
        type: 'order.created',
        userId: 61,
        data: { order_id: 1, line_ids: lineIds, restaurant_id: 1 },
      };
      await expect(first.publish(big)).resolves.toBeUndefined();
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'order.created' }),
        'live events: event too large',
      );
    });

    it('ignores notifications on its channel that are not live events', async () => {
      const heard = vi.fn();
      const stop = second.subscribe(71, heard);
      await database!.db.execute(`select pg_notify('${channel}', 'not json')`);
      await database!.db.execute(`select pg_notify('${channel}', '{"type":"other","userId":71,"data":{}}')`);
      const real = nextFor(second, 71);
      await first.publish(event(71));
      expect(await real).toEqual(event(71));
      expect(heard).toHaveBeenCalledTimes(1);
      stop();
    });

    it('reconnects its listener after the connection is lost', async () => {
      const killed = await database!.db.execute<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
         where application_name = 'bhoj-events' and query = 'LISTEN ${channel}'`,
      );
      expect(killed.rows[0]?.n).toBe(2);
      await vi.waitFor(() => expect(log.warn).toHaveBeenCalled());
      // Published until heard: the listeners are back within a few retries.
      const heard = nextFor(second, 81);
      await vi.waitFor(
        async () => {
          await first.publish(event(81));
          const result = await Promise.race([heard, new Promise((r) => setTimeout(() => r(null), 100))]);
          expect(result).toEqual(event(81));
        },
        { timeout: 10_000, interval: 50 },
      );
    });
  });
}
