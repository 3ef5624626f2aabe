import { and, eq, sql } from 'drizzle-orm';
import { refunds } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { GatewayError, type PaymentProvider, type RefundAnswer } from '../provider.ts';

/** How often each instance sends the refunds owed and asks about those on their way. */
export const REFUND_ROUND_MS = 60_000;
/** Refunds taken (or asked about) in one go. */
const BATCH = 20;
/** A refund left `sending` this long (its instance stopped mid-call) is owed again. */
const STALE_SENDING_MINUTES = 10;

type Claimed = {
  id: number;
  transaction_id: string;
  amount: number | string;
  reason: string;
  payment_transaction: string;
  gateway_payload: unknown;
};

/** The columns a gateway's answer sets on a refund. */
function columnsOf(answer: RefundAnswer) {
  const note = answer.note.slice(0, 500);
  if (answer.state === 'refunded') return { state: answer.state, note, refundedAt: sql`now()` };
  if (answer.state === 'sent') return { state: answer.state, note, gatewayRef: answer.gatewayRef };
  return { state: answer.state, note };
}

/**
 * Sends the refunds owed to the provider their payment was made with, and asks it about those on their
 * way. A refund is claimed (`due` → `sending`, FOR UPDATE SKIP LOCKED) before the gateway is called, so
 * instances never send one twice; an unreachable gateway leaves it owed for the next round, under the
 * same refund id (the gateway refuses a refund id it has seen).
 */
export function refundSender(deps: Pick<Deps, 'db' | 'log'> & { provider: PaymentProvider }) {
  const { db, log, provider } = deps;

  const claimDue = () =>
    db.execute<Claimed>(sql`
      update refunds r set state = 'sending', updated_at = now()
      from payments p
      where p.id = r.payment_id and r.id in (
        select r2.id from refunds r2 join payments p2 on p2.id = r2.payment_id
        where r2.state = 'due' and p2.provider = ${provider.name}
        order by r2.id limit ${BATCH}
        for update of r2 skip locked)
      returning r.id, r.transaction_id, r.amount, r.reason,
        p.transaction_id as payment_transaction, p.gateway_payload`);

  /** Writes what the gateway said; when it could not be asked, a refund being sent is owed again. */
  async function ask(id: number, from: 'sending' | 'sent', call: () => Promise<RefundAnswer>) {
    let columns;
    try {
      columns = columnsOf(await call());
    } catch (err) {
      if (!(err instanceof GatewayError)) log.error({ err, refundId: id }, 'refund: the gateway call broke');
      columns = { state: from === 'sending' ? ('due' as const) : from, note: String((err as Error).message) };
    }
    await db
      .update(refunds)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(and(eq(refunds.id, id), eq(refunds.state, from)));
  }

  async function round() {
    await db.execute(sql`
      update refunds set state = 'due', updated_at = now()
      where state = 'sending' and updated_at < now() - make_interval(mins => ${STALE_SENDING_MINUTES})`);
    const { rows: owed } = await claimDue();
    for (const refund of owed) {
      await ask(refund.id, 'sending', () =>
        provider.refund({
          refundId: refund.transaction_id,
          amount: Number(refund.amount),
          reason: refund.reason,
          payment: { transactionId: refund.payment_transaction, gatewayPayload: refund.gateway_payload },
        }),
      );
    }
    const { rows: onTheirWay } = await db.execute<{ id: number; gateway_ref: string }>(sql`
      select r.id, r.gateway_ref from refunds r join payments p on p.id = r.payment_id
      where r.state = 'sent' and p.provider = ${provider.name} and r.gateway_ref is not null
      order by r.updated_at limit ${BATCH}`);
    for (const refund of onTheirWay)
      await ask(refund.id, 'sent', () => provider.refundStatus(refund.gateway_ref));
  }

  let last: Promise<void> = Promise.resolve();
  let next: Promise<void> | null = null;
  /** A round that starts after this call (one already waiting to start serves every caller until it does). */
  function run(): Promise<void> {
    next ??= last.then(() => {
      next = null;
      return round().catch((err: unknown) => log.warn({ err }, 'refunds could not be sent'));
    });
    last = next;
    return next;
  }

  return {
    run,
    /** Refunds were just written: send them now rather than at the next round. */
    refundsOwed: () => void run(),
    /** Runs a round every REFUND_ROUND_MS while the app is up; answers the stop function (awaits the round). */
    start() {
      const timer = setInterval(() => void run(), REFUND_ROUND_MS);
      timer.unref();
      return () => {
        clearInterval(timer);
        return last;
      };
    },
  };
}
export type RefundSender = ReturnType<typeof refundSender>;
