import { loadavg } from 'node:os';
import { signIn } from '../calls.ts';
import { BENCH_CUSTOMER } from '../seed-sql.ts';
import { type Running, startBhoj } from '../servers.ts';
import type { Checkout } from './checkouts.ts';
import { httpClient } from './client.ts';
import { copyOf, dropDatabase, type MoneyDatabase } from './databases.ts';
import { type Customer, moneyMix } from './mix.ts';
import type { MoneyOptions } from './options.ts';
import { type CallStats, recorder, windowFrom } from './recorder.ts';
import { type Watched, watchWindow } from './watch.ts';

/** One revision measured in one round, next to the control measured just before it. */
export interface Measured {
  round: number;
  checkout: Checkout;
  control: CallStats;
  calls: Map<string, CallStats>;
  watched: Watched;
  errorSamples: string[];
  /** The 1-minute load average when the measurement ended. */
  load: number;
}

export const CONTROL_CALL = 'control: `POST /` of the bare node:http server';
/** The control shows the ceiling; a few seconds of it are enough, and keep a round's revisions close in time. */
export const controlSeconds = (options: MoneyOptions) => Math.min(options.seconds, 5);

/** The control: the same client and users, each sending a small JSON POST and reading the answer. */
async function measureControl(control: Running, options: MoneyOptions): Promise<CallStats> {
  const client = httpClient(control.url);
  const recording = recorder(windowFrom(1, controlSeconds(options)));
  const headers = { 'content-type': 'application/json' };
  await recording.run(options.users, async () => {
    await recording.timed(CONTROL_CALL, [200], () => client.send('POST', '/', headers, '{"ping":1}'));
  });
  client.close();
  return recording.calls.get(CONTROL_CALL)!;
}

/** Customers of the catalog (complete profiles, the bench customer's password), signed in through the API. */
async function signInCustomers(database: MoneyDatabase, url: string, users: number): Promise<Customer[]> {
  const sql = await database.open();
  const rows = await sql
    .query<{ id: number; email: string }>(
      `select id, email from users where role = 'customer' and email <> '${BENCH_CUSTOMER.email}'
       and first_name <> '' and last_name <> '' and phone_number <> '' order by id limit ${users}`,
    )
    .finally(() => sql.close());
  if (rows.length < users) throw new Error(`The catalog has ${rows.length} customers for ${users} users`);
  const customers: Customer[] = [];
  for (const { id, email } of rows)
    customers.push({ id, token: await signIn(url, { email, password: BENCH_CUSTOMER.password }) });
  return customers;
}

/** Foods any customer may order: listed, of approved restaurants. */
async function orderableSlugs(database: MoneyDatabase): Promise<string[]> {
  const sql = await database.open();
  const rows = await sql
    .query<{ slug: string }>(
      `select f.slug from foods f join restaurants r on r.id = f.restaurant_id
       where r.is_approved and f.is_available order by f.id limit 200`,
    )
    .finally(() => sql.close());
  return rows.map((row) => row.slug);
}

/**
 * One revision in one round: a fresh copy of its template, its server started on it, the control measured,
 * then the money mix, watching the API's and the database's work; the server stopped and the copy dropped after.
 */
export async function measureRevision(
  checkout: Checkout,
  template: MoneyDatabase,
  round: number,
  control: Running,
  options: MoneyOptions,
): Promise<Measured> {
  const database = await copyOf(options.serverUrl, template, round);
  const bhoj = await startBhoj(database.serverEnv, checkout.root);
  try {
    const customers = await signInCustomers(database, bhoj.url, options.users);
    const slugs = await orderableSlugs(database);
    const controlStats = await measureControl(control, options);

    const window = windowFrom(options.warmupSeconds, options.seconds);
    const recording = recorder(window);
    const client = httpClient(bhoj.url);
    const sampler = await database.open();
    const [watched] = await Promise.all([
      watchWindow(sampler, window, bhoj.pid).finally(() => sampler.close()),
      recording.run(options.users, moneyMix(client, customers, slugs, recording)),
    ]);
    client.close();
    const [load = 0] = loadavg();
    return {
      round,
      checkout,
      control: controlStats,
      calls: recording.calls,
      watched,
      errorSamples: recording.errorSamples,
      load,
    };
  } finally {
    await bhoj.stop();
    await dropDatabase(options.serverUrl, database);
  }
}
