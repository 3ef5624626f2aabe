import {
  ADMIN_PAGE_SIZES,
  AdminIdParams,
  AdminRefund,
  AdminRefundsQuery,
  MarkRefundedBody,
  PagedAdminRefunds,
} from '@bhoj/contract';
import type { App, Deps } from '../../../deps.ts';
import { requireUser } from '../../../lib/auth.ts';
import { paged } from '../../../lib/paging.ts';
import { badRequest, conflict, guarded, notFoundAnswer } from '../../../lib/route-schema.ts';
import { adminOnly, tags } from '../route-parts.ts';
import { adminRefundsService } from './service.ts';

export async function refundsRoutes(app: App, deps: Deps) {
  const refunds = adminRefundsService(deps);
  const answers = { 200: AdminRefund, ...badRequest, ...guarded, ...notFoundAnswer, ...conflict };

  app.get(
    '/admin/refunds/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Every refund, newest first, 10 per page; `state` filters (due, sending, sent, refunded…)',
        description:
          'A refund is owed when money arrived for an order that no longer takes it (the whole payment) or ' +
          "when a ticket of a paid order is canceled (that ticket's lines and delivery fee). Refunds are sent " +
          'to the gateway the payment was made with, every minute; `failed` ones need support.',
        querystring: AdminRefundsQuery,
        response: { 200: PagedAdminRefunds, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    (request) =>
      paged(request, ADMIN_PAGE_SIZES.refunds, (window) => refunds.page(request.query.state, window)),
  );

  app.post(
    '/admin/refunds/:id/refunded/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Mark a refund refunded by hand (given back another way), with a note saying how',
        description: '409 unless the refund is due, failed or sent. Audited.',
        params: AdminIdParams,
        body: MarkRefundedBody,
        response: answers,
      },
    },
    (request) => refunds.markRefunded(requireUser(request).id, request.params.id, request.body.note),
  );

  app.post(
    '/admin/refunds/:id/retry/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Send a refund the gateway refused again (owed once more; sent at the next round)',
        description: '409 unless the refund failed. Audited.',
        params: AdminIdParams,
        response: answers,
      },
    },
    (request) => refunds.retry(requireUser(request).id, request.params.id),
  );
}
