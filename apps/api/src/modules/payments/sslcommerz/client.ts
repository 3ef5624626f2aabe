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

/** What the refund and refund query APIs answer, the fields we read. */
export interface RefundAnswer {
  APIConnect?: string;
  status?: string;
  refund_ref_id?: string;
  errorReason?: string;
  [field: string]: unknown;
}

/** The refund API's fields: the payment's bank transaction, our refund's id, how much and why. */
export interface RefundFields {
  bank_tran_id: string;
  refund_trans_id: string;
  refund_amount: string;
  refund_remarks: string;
  refe_id: string;
}

const TIMEOUT_MS = 15_000;
/** The transaction query, refund and refund query APIs share one address, told apart by their fields. */
const MERCHANT_API = 'merchantTransIDvalidationAPI.php';

async function readJson(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new GatewayError(`SSLCommerz answered HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== 'object') throw new GatewayError('SSLCommerz answered no JSON object');
  return body as Record<string, unknown>;
}

/** The SSLCommerz v4 calls: open a session, validate a payment, query transactions, refund. */
export function sslcommerzClient(store: SslcommerzStore) {
  /** A GET of one of the validator's APIs with the store's credentials, answered in JSON. */
  async function merchantQuery(api: string, fields: Record<string, string>, what: string) {
    const query = new URLSearchParams({
      ...fields,
      store_id: store.storeId,
      store_passwd: store.storePassword,
      format: 'json',
    });
    const response = await fetch(`${store.baseUrl}/validator/api/${api}?${query}`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch((err: unknown) => {
      throw new GatewayError(`SSLCommerz ${what} call failed`, { cause: err });
    });
    return readJson(response);
  }

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
    validate: (valId: string): Promise<ValidationAnswer> =>
      merchantQuery('validationserverAPI.php', { val_id: valId }, 'validation'),

    /** The transaction query API: every attempt the gateway knows of for our transaction id. */
    async transactions(tranId: string): Promise<ValidationAnswer[]> {
      const answer = await merchantQuery(MERCHANT_API, { tran_id: tranId }, 'transaction query');
      if (answer.APIConnect !== 'DONE')
        throw new GatewayError(`SSLCommerz query: ${String(answer.APIConnect)}`);
      return Array.isArray(answer.element) ? (answer.element as ValidationAnswer[]) : [];
    },

    /** The refund API: asks the gateway to give `refund_amount` of a payment back. */
    refund: (fields: RefundFields) =>
      merchantQuery(MERCHANT_API, { ...fields }, 'refund') as Promise<RefundAnswer>,

    /** The refund query API: where a refund the gateway took stands. */
    refundQuery: (refundRefId: string) =>
      merchantQuery(MERCHANT_API, { refund_ref_id: refundRefId }, 'refund query') as Promise<RefundAnswer>,
  };
}
export type SslcommerzClient = ReturnType<typeof sslcommerzClient>;
