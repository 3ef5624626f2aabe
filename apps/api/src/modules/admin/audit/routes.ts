import { ADMIN_PAGE_SIZES, PagedAuditEntries, PageQuery } from '@bhoj/contract';
import type { App, Deps } from '../../../deps.ts';
import { paged } from '../../../lib/paging.ts';
import { guarded, notFoundAnswer } from '../../../lib/route-schema.ts';
import { adminOnly, tags } from '../route-parts.ts';
import { adminAuditService } from './service.ts';

export async function auditRoutes(app: App, deps: Deps) {
  const audit = adminAuditService(deps);

  app.get(
    '/admin/audit-log/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Who changed what and when: every admin change, newest first, 10 per page',
        querystring: PageQuery,
        response: { 200: PagedAuditEntries, ...guarded, ...notFoundAnswer },
      },
    },
    (request) => paged(request, ADMIN_PAGE_SIZES.auditLog, (window) => audit.page(window)),
  );
}
