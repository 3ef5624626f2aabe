import { createTestContext } from '../../../test/context.ts';
import { startFakeSslcommerz } from './fake-sslcommerz.ts';

export const TEST_STORE = { storeId: 'bhojtest01', storePassword: 'bhojtest01@ssl' };

/**
 * The whole API paying through SSLCommerz, pointed at a fake gateway of its own (`gateway`), with the
 * gateway's two ways of calling back: the IPN and the browser's returns (success, fail, cancel).
 */
export async function sslcommerzTestContext(env: Record<string, string> = {}) {
  const gateway = await startFakeSslcommerz(TEST_STORE);
  const ctx = await createTestContext({
    PAYMENT_PROVIDER: 'sslcommerz',
    SSLCOMMERZ_STORE_ID: TEST_STORE.storeId,
    SSLCOMMERZ_STORE_PASSWORD: TEST_STORE.storePassword,
    SSLCOMMERZ_BASE_URL: gateway.baseUrl,
    ...env,
  });
  /** SSLCommerz posts url-encoded forms of text fields. */
  const callback = (name: string, fields: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payment/sslcommerz/${name}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  return {
    ctx,
    gateway,
    ipn: (fields: Record<string, string>) => callback('ipn', fields),
    browserReturn: callback,
    async close() {
      await ctx.close();
      await gateway.close();
    },
  };
}
export type SslcommerzTestContext = Awaited<ReturnType<typeof sslcommerzTestContext>>;
