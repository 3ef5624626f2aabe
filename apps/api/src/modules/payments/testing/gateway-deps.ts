import { announceDeps, type TestContext } from '../../../test/context.ts';
import { refundSender } from '../refunds/sender.ts';
import { sandboxProvider } from '../sandbox/provider.ts';
import { sslcommerzProvider } from '../sslcommerz/provider.ts';

/** What the payment pieces need, taken from a test context (events go nowhere; mails to its outbox). */
export const gatewayDeps = (ctx: TestContext) => ({ ...announceDeps(ctx), refundsOwed: () => {} });

/**
 * A refund sender of the test's own, through the provider the context's configuration names: `run()`
 * is one round (the app's own sender runs when refunds are owed, and every minute).
 */
export function testRefundSender(ctx: TestContext) {
  const deps = gatewayDeps(ctx);
  const provider =
    ctx.config.payments.provider === 'sslcommerz' ? sslcommerzProvider(deps) : sandboxProvider(deps);
  return refundSender({ ...deps, provider });
}
