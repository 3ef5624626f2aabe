import { sql } from 'drizzle-orm';
import type { Health } from '@bhoj/contract';
import type { Deps } from '../../deps.ts';
import { version } from '../../version.ts';

/** Whether the database answers, and what runs. */
export function healthService({ database }: Pick<Deps, 'database'>) {
  return {
    async check(): Promise<Health> {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', version, database: database.kind };
    },
  };
}
