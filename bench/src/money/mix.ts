import type { Client } from './client.ts';
import type { Recorder } from './recorder.ts';

/** A virtual user: a customer of the catalog with a complete profile, signed in. */
export interface Customer {
  id: number;
  token: string;
}

/** The calls and flows the report shows, in its order. */
export const CALLS = {
  add: '`POST cart/add-to-cart/{slug}/`',
  cash: '`POST orders/` (cash on delivery)',
  start: '`POST payment/{userId}/`',
  page: '`GET payment/sandbox/{id}/`',
  pay: '`POST payment/sandbox/{id}/pay/`',
  payVsCancel: '`… /pay/` racing a cancel',
  cancelVsPay: '`POST orders/{id}/cancel/` racing a pay',
  payVsPay: '`… /pay/` racing a second pay',
  cashFlow: 'cash checkout, whole',
  onlineFlow: 'online payment, whole',
} as const;

/** What a turn of a virtual user does, and how often (out of 100). */
const TURNS = [
  ['cash', 40],
  ['online', 40],
  ['pay-and-cancel', 10],
  ['pay-twice', 10],
] as const;
type Turn = (typeof TURNS)[number][0];

/** A small seeded generator (mulberry32): user n makes the same choices on every revision. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ORDER_ON_PAGE = /<dt>Order<\/dt><dd>#(\d+)<\/dd>/;

/**
 * The mix each virtual user loops over, one turn after another without pause: a cash checkout, an online
 * payment through the sandbox gateway's page and its Pay button, or the same payment with a race at its
 * end, Pay and the customer's cancel of the order sent at once, or Pay twice at once. Every turn first
 * puts 1 or 2 foods into the cart; a cancel that wins puts them back, and the next checkout takes them too.
 */
export function moneyMix(client: Client, customers: Customer[], slugs: string[], recorder: Recorder) {
  const { timed, record } = recorder;
  const randoms = customers.map((_, user) => randomOf(user + 1));
  let keys = 0;

  const json = (customer: Customer) => ({
    authorization: `Token ${customer.token}`,
    'content-type': 'application/json',
  });
  const signedIn = (customer: Customer) => ({ authorization: `Token ${customer.token}` });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  async function fillCart(customer: Customer, random: () => number) {
    const foods = random() < 0.5 ? 1 : 2;
    for (let i = 0; i < foods; i++) {
      const slug = slugs[Math.floor(random() * slugs.length)]!;
      await timed(CALLS.add, [201], () =>
        client.send('POST', `/api/cart/add-to-cart/${slug}/`, json(customer), '{}'),
      );
    }
  }

  const address = (customer: Customer) => `House ${customer.id % 90}, Road 7, Dhanmondi, Dhaka`;
  const idempotency = () => ({ 'idempotency-key': `money-${process.pid}-${++keys}` });

  /** Opens an online payment and loads its sandbox page: answers the Pay button's path and the order. */
  async function openPayment(customer: Customer) {
    const body = JSON.stringify({ address: address(customer), total_amount: 1 });
    const started = await timed(CALLS.start, [200], () =>
      client.send('POST', `/api/payment/${customer.id}/`, { ...json(customer), ...idempotency() }, body),
    );
    const page = new URL((JSON.parse(started.body) as { redirect_url: string }).redirect_url).pathname;
    const shown = await timed(CALLS.page, [200], () => client.send('GET', page));
    const orderId = ORDER_ON_PAGE.exec(shown.body)?.[1];
    if (!orderId) throw new Error(`the sandbox page ${page} names no order`);
    return { pay: `${page}pay/`, orderId };
  }

  const pay = (label: string, path: string) => timed(label, [303], () => client.send('POST', path, form));

  const turns: Record<Turn, (customer: Customer) => Promise<void>> = {
    async cash(customer) {
      const body = JSON.stringify({ address: address(customer), payment_method: 'cash_on_delivery' });
      await timed(CALLS.cash, [201], () =>
        client.send('POST', '/api/orders/', { ...json(customer), ...idempotency() }, body),
      );
    },
    async online(customer) {
      const payment = await openPayment(customer);
      await pay(CALLS.pay, payment.pay);
    },
    async 'pay-and-cancel'(customer) {
      const payment = await openPayment(customer);
      const cancel = `/api/orders/${payment.orderId}/cancel/`;
      // Whichever locks the order first wins: the cancel (200) makes the payment late, or the payment
      // (303 to success) makes the order too late to cancel (409).
      await Promise.all([
        pay(CALLS.payVsCancel, payment.pay),
        timed(CALLS.cancelVsPay, [200, 409], () => client.send('POST', cancel, signedIn(customer))),
      ]);
    },
    async 'pay-twice'(customer) {
      const payment = await openPayment(customer);
      await Promise.all([pay(CALLS.payVsPay, payment.pay), pay(CALLS.payVsPay, payment.pay)]);
    },
  };

  /** One turn of user `user`: which one, and its foods, drawn from the user's own sequence. */
  return async function turn(user: number) {
    const customer = customers[user]!;
    const random = randoms[user]!;
    let draw = random() * 100;
    const [kind] = TURNS.find(([, weight]) => (draw -= weight) < 0) ?? TURNS[0];
    const startedAt = performance.now();
    await fillCart(customer, random);
    await turns[kind](customer);
    if (kind === 'cash') record(CALLS.cashFlow, startedAt);
    if (kind === 'online') record(CALLS.onlineFlow, startedAt);
  };
}
