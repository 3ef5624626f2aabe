import { sql } from 'drizzle-orm';
import { Health } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { version } from '../../version.ts';

export async function healthRoutes(app: App, { database }: Deps) {
  app.get(
    '/health/',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: Health } } },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, version, database: database.kind };
    },
  );
}
