import { AdminStats } from '@bhoj/contract';
import type { App, Deps } from '../../../deps.ts';
import { guarded } from '../../../lib/route-schema.ts';
import { adminOnly, tags } from '../route-parts.ts';
import { adminStatsService } from './service.ts';

export async function statsRoutes(app: App, deps: Deps) {
  const stats = adminStatsService(deps);

  app.get(
    '/restaurant/admin/data/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Platform summary: orders, Completed revenue, approved restaurants, active customers',
        description:
          'daily_revenue: Completed lines of today and the 6 days before, by Asia/Dhaka day, keyed ' +
          'Fri … Thu in that order; 0 for a day without any.',
        response: { 200: AdminStats, ...guarded },
      },
    },
    () => stats.summary(),
  );
}
