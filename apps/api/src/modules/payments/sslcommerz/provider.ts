import type { AnnounceDeps } from '../../orders/tickets/announce.ts';
import type { RefundKick } from '../record-payment.ts';
import { formatAmount } from '../../../lib/money.ts';
import type { PaymentProvider } from '../provider.ts';
import { sslcommerzClient } from './client.ts';
import { sslcommerzRefunds } from './refunds.ts';
import { sslcommerzRoutes } from './routes.ts';

/**
 * SSLCommerz v4 (Bangladesh): hosted payment page, browser returns and IPN, all verified with the gateway;
 * refunds through its refund API.
 */
export function sslcommerzProvider(deps: AnnounceDeps & RefundKick): PaymentProvider {
  const { config } = deps;
  const { storeId, storePassword, baseUrl } = config.payments.sslcommerz;
  if (!storeId || !storePassword) {
    throw new Error('PAYMENT_PROVIDER=sslcommerz needs SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD');
  }
  const store = { storeId, storePassword, baseUrl };
  const client = sslcommerzClient(store);
  const callback = (name: string) => `${config.publicUrl}/api/payment/sslcommerz/${name}/`;
  return {
    name: 'sslcommerz',
    createSession(charge, order, customer) {
      return client.initSession({
        total_amount: formatAmount(charge.amount),
        currency: charge.currency,
        tran_id: charge.transactionId,
        success_url: callback('success'),
        fail_url: callback('fail'),
        cancel_url: callback('cancel'),
        ipn_url: callback('ipn'),
        cus_name: customer.name.slice(0, 50),
        cus_email: customer.email.slice(0, 50),
        cus_phone: customer.phone.slice(0, 20),
        cus_add1: order.address.slice(0, 50),
        cus_city: 'Dhaka',
        cus_country: 'Bangladesh',
        shipping_method: 'NO',
        product_name: `Bhoj order #${order.id}`,
        product_category: 'Food',
        product_profile: 'general',
      });
    },
    ...sslcommerzRefunds(client),
    callbackRoutes: (app) => sslcommerzRoutes(app, { ...deps, client, store }),
  };
}
