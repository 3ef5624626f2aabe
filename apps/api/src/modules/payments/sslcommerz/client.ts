import { GatewayError } from '../provider.ts';

export interface SslcommerzStore {
  storeId: string;
  storePassword: string;
  /** https://sandbox.sslcommerz.com, https://securepay.sslcommerz.com, or a test server. */
  baseUrl: string;
}

/** The validation API's answer, the fields we check. */
export interface ValidationAnswer {
  status?: string;
  tran_id?: string;
  val_id?: string;
  amount?: string;
  currency?: string;
  currency_type?: string;
  [field: string]: unknown;
}

const TIMEOUT_MS = 15_000;

async function readJson(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new GatewayError(`SSLCommerz answered HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== 'object') throw new GatewayError('SSLCommerz answered no JSON object');
  return body as Record<string, unknown>;
}

/** The two SSLCommerz v4 calls: open a session, and validate a payment by its val_id. */
export function sslcommerzClient(store: SslcommerzStore) {
  return {
    /** POSTs the session form; answers GatewayPageURL, the page the customer pays on. */
    async initSession(fields: Record<string, string>): Promise<string> {
      const form = new URLSearchParams({
        store_id: store.storeId,
        store_passwd: store.storePassword,
        ...fields,
      });
      const response = await fetch(`${store.baseUrl}/gwprocess/v4/api.php`, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch((err: unknown) => {
        throw new GatewayError('SSLCommerz session call failed', { cause: err });
      });
      const body = await readJson(response);
      if (body.status !== 'SUCCESS' || typeof body.GatewayPageURL !== 'string' || !body.GatewayPageURL) {
        throw new GatewayError(`SSLCommerz refused the session: ${String(body.failedreason ?? body.status)}`);
      }
      return body.GatewayPageURL;
    },

    /** The validation API: the gateway's own word on a payment, whatever a callback form claimed. */
    async validate(valId: string): Promise<ValidationAnswer> {
      const query = new URLSearchParams({
        val_id: valId,
        store_id: store.storeId,
        store_passwd: store.storePassword,
        format: 'json',
      });
      const response = await fetch(`${store.baseUrl}/validator/api/validationserverAPI.php?${query}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch((err: unknown) => {
        throw new GatewayError('SSLCommerz validation call failed', { cause: err });
      });
      return readJson(response);
    },
  };
}
export type SslcommerzClient = ReturnType<typeof sslcommerzClient>;
