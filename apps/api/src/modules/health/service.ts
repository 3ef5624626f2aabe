import { sql } from 'drizzle-orm';
import type { Health, HealthDown, HealthReady } from '@bhoj/contract';
import type { Deps } from '../../deps.ts';
import { version } from '../../version.ts';

/** Whether the database answers, and what runs; whether this instance should take traffic. */
export function healthService({
  database,
  log,
  readiness,
  redisPing,
}: Pick<Deps, 'database' | 'log' | 'readiness' | 'redisPing'>) {
  async function databaseUp() {
    try {
      await database.db.execute(sql`select 1`);
      return true;
    } catch (err) {
      log.warn({ err }, 'health: the database does not answer');
      return false;
    }
  }

  return {
    async check(): Promise<Health | HealthDown> {
      if (!(await databaseUp())) return { status: 'unavailable', version, database: 'down' };
      return { status: 'ok', version, database: database.kind };
    },
    async ready(): Promise<HealthReady> {
      const [db, redis] = await Promise.all([databaseUp(), redisPing?.()]);
      const { draining } = readiness;
      return {
        ready: db && redis !== false && !draining,
        draining,
        database: db ? 'up' : 'down',
        redis: redis === undefined ? 'off' : redis ? 'up' : 'down',
      };
    },
  };
}
