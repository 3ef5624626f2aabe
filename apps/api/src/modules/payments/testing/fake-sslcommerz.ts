import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectedSignature } from '../sslcommerz/signature.ts';

/** The fields the gateway signs in its callbacks (a subset of what SSLCommerz lists in verify_key). */
const SIGNED_KEYS = [
  'amount',
  'bank_tran_id',
  'card_type',
  'currency',
  'currency_amount',
  'currency_type',
  'risk_level',
  'status',
  'store_amount',
  'store_id',
  'tran_date',
  'tran_id',
  'val_id',
];
const REQUIRED_SESSION_FIELDS = [
  'store_id',
  'store_passwd',
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
];

async function readBody(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
}

function json(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * A local stand-in for SSLCommerz v4 on 127.0.0.1 that speaks its protocol: session init answers a
 * GatewayPageURL, the validation API answers what the "customer" paid, and complete() gives the IPN form
 * the gateway would post, signed the way it signs. The transaction query reports each session's attempts
 * (complete(), end()); the refund API takes a refund of a paid bank transaction once per refund_trans_id
 * (`processing` until finishRefund()), and the refund query reports it.
 */
export async function startFakeSslcommerz(store: { storeId: string; storePassword: string }) {
  /** Session forms received, by tran_id. */
  const sessions = new Map<string, Record<string, string>>();
  /** Validation answers, by val_id. */
  const validations = new Map<string, Record<string, string>>();
  /** What happened on each session's page, by tran_id, as the transaction query reports it. */
  const attempts = new Map<string, Record<string, string>[]>();
  /** Refunds asked for, by refund_ref_id; `refundRefusal` makes the next ones fail with that reason. */
  const refunds = new Map<string, Record<string, string> & { status: string }>();
  let refundRefusal: string | null = null;
  let refuseSessions = false;
  const credentialsOk = (fields: Record<string, string | null>) =>
    fields.store_id === store.storeId && fields.store_passwd === store.storePassword;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
      void readBody(request).then((form) => {
        const missing = REQUIRED_SESSION_FIELDS.filter((field) => !form[field]);
        if (refuseSessions || !credentialsOk(form) || missing.length) {
          return json(response, { status: 'FAILED', failedreason: `refused (${missing.join(',')})` });
        }
        sessions.set(form.tran_id!, form);
        const sessionkey = randomBytes(16).toString('hex').toUpperCase();
        json(response, { status: 'SUCCESS', sessionkey, GatewayPageURL: `${baseUrl}/gateway/${sessionkey}` });
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/validator/api/validationserverAPI.php') {
      const query = Object.fromEntries(url.searchParams);
      const answer = credentialsOk(query) ? validations.get(query.val_id ?? '') : undefined;
      return json(response, answer ?? { status: 'INVALID_TRANSACTION' });
    }
    if (request.method === 'GET' && url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
      const query = Object.fromEntries(url.searchParams);
      if (!credentialsOk(query)) return json(response, { APIConnect: 'INVALID_REQUEST' });
      return json(response, merchantAnswer(query));
    }
    response.writeHead(404).end();
  });
  /** The transaction query (tran_id), refund (bank_tran_id…) and refund query (refund_ref_id) APIs. */
  function merchantAnswer(query: Record<string, string>): Record<string, unknown> {
    if (query.tran_id) {
      const found = attempts.get(query.tran_id) ?? [];
      return { APIConnect: 'DONE', no_of_trans_found: found.length, element: found };
    }
    if (query.refund_ref_id) {
      const refund = refunds.get(query.refund_ref_id);
      if (!refund) return { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' };
      return { APIConnect: 'DONE', ...refund };
    }
    const { bank_tran_id: bank, refund_trans_id: refundId, refund_amount: amount } = query;
    if (!bank || !refundId || !amount || !query.refund_remarks) return { APIConnect: 'INVALID_REQUEST' };
    const paid = [...attempts.values()].flat().find((a) => a.bank_tran_id === bank && a.status === 'VALID');
    const seen = [...refunds.values()].some((r) => r.refund_trans_id === refundId);
    const reason =
      refundRefusal ?? (!paid ? 'Invalid bank_tran_id' : seen ? 'Duplicate refund_trans_id' : '');
    if (reason) return { APIConnect: 'DONE', status: 'failed', errorReason: reason };
    const ref = `RF${randomBytes(6).toString('hex')}`;
    refunds.set(ref, { ...query, refund_ref_id: ref, bank_tran_id: bank, status: 'processing' });
    return { APIConnect: 'DONE', status: 'success', bank_tran_id: bank, refund_ref_id: ref };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (form: Record<string, string>, keys = SIGNED_KEYS): Record<string, string> => {
    const withKey = { ...form, verify_key: keys.join(',') };
    return { ...withKey, verify_sign: expectedSignature(withKey, store.storePassword)! };
  };

  return {
    baseUrl,
    sessions,
    /** Make session init answer FAILED (the gateway refusing) until called with false. */
    refuseSessions(refuse = true) {
      refuseSessions = refuse;
    },
    /**
     * The customer pays session `tranId` (`amount` overrides what the gateway reports as charged). Answers
     * the IPN form the gateway posts, signed; the validation API now vouches for its val_id.
     */
    complete(tranId: string, overrides: { amount?: string; currency?: string } = {}) {
      const session = sessions.get(tranId);
      if (!session) throw new Error(`no session ${tranId}`);
      const amount = overrides.amount ?? session.total_amount!;
      const currency = overrides.currency ?? session.currency!;
      const fields = {
        tran_id: tranId,
        val_id: `${Date.now()}${randomBytes(6).toString('hex')}`,
        amount,
        store_amount: amount,
        currency,
        currency_type: currency,
        currency_amount: amount,
        bank_tran_id: randomBytes(8).toString('hex'),
        card_type: 'VISA-Dutch Bangla',
        tran_date: '2024-05-01 12:00:00',
        risk_level: '0',
        store_id: store.storeId,
      };
      validations.set(fields.val_id, { ...fields, status: 'VALID' });
      attempts.set(tranId, [...(attempts.get(tranId) ?? []), { ...fields, status: 'VALID' }]);
      return sign({ ...fields, status: 'VALID' }) as Record<string, string> & typeof fields;
    },
    /** The customer fails or cancels on session `tranId`'s page: the transaction query reports it. */
    end(tranId: string, status: 'FAILED' | 'CANCELLED') {
      const session = sessions.get(tranId);
      if (!session) throw new Error(`no session ${tranId}`);
      const attempt = { tran_id: tranId, amount: session.total_amount!, currency: session.currency!, status };
      attempts.set(tranId, [...(attempts.get(tranId) ?? []), attempt]);
    },
    /** Refunds asked for, by refund_ref_id. */
    refunds,
    /** Refuse the refunds asked for from now on with `reason` (null: take them again). */
    refuseRefunds(reason: string | null) {
      refundRefusal = reason;
    },
    /** The bank finishes refund `ref`: the refund query says refunded. */
    finishRefund(ref: string) {
      refunds.get(ref)!.status = 'refunded';
    },
    /** A signed callback form of the gateway's, e.g. a FAILED IPN. */
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeSslcommerz = Awaited<ReturnType<typeof startFakeSslcommerz>>;
