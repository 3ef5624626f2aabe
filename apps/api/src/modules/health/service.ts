import { sql } from 'drizzle-orm';
import type { Health, HealthDown } from '@bhoj/contract';
import type { Deps } from '../../deps.ts';
import { version } from '../../version.ts';

/** Whether the database answers, and what runs. */
export function healthService({ database, log }: Pick<Deps, 'database' | 'log'>) {
  return {
    async check(): Promise<Health | HealthDown> {
      try {
        await database.db.execute(sql`select 1`);
      } catch (err) {
        log.warn({ err }, 'health: the database does not answer');
        return { status: 'unavailable', version, database: 'down' };
      }
      return { status: 'ok', version, database: database.kind };
    },
  };
}
