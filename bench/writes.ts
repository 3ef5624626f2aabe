// npm run bench:writes: what a write costs. Starts the built Bhoj on the bench database (as npm run bench
// does), signs in customers of the bench catalog, puts a food in each one's cart, then sets those cart
// lines' quantities over and over (every request a real change) at 1 and at 16 connections. How to run
// and read it: docs/BENCHMARKS.md, "Writes".
import { pickSlugs, signIn } from './src/calls.ts';
import { measure, type Write } from './src/load.ts';
import { readOptions } from './src/options.ts';
import { BENCH_CUSTOMER } from './src/seed-sql.ts';
import { machineNote, withBhoj } from './src/session.ts';
import { settle, stopAllOnExit } from './src/servers.ts';

/** Customers writing at once: more than the connections, so no two requests wait on one cart line. */
const CUSTOMERS = 32;
const CONNECTIONS = [1, 16];

const options = readOptions();
stopAllOnExit();

/** Signs in customer `n` of the bench catalog and puts `food` in their cart: answers the line's write. */
async function cartLineOf(url: string, n: number, food: string): Promise<{ token: string; line: number }> {
  const token = await signIn(url, {
    email: `customer${n}@bench.bhoj.local`,
    password: BENCH_CUSTOMER.password,
  });
  const response = await fetch(`${url}/api/cart/add-to-cart/${food}/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ quantity: 1 }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 201)
    throw new Error(`add-to-cart answered ${response.status}: ${await response.text()}`);
  return { token, line: ((await response.json()) as { id: number }).id };
}

await withBhoj(options, async (bhoj, database) => {
  const sql = await database.open();
  const { food } = await pickSlugs(sql).finally(() => sql.close());
  const lines: { token: string; line: number }[] = [];
  // The first customer is the bench customer (seed-sql.ts), whose cart the read benchmark measures.
  for (let n = 2; n <= CUSTOMERS + 1; n++) lines.push(await cartLineOf(bhoj.url, n, food));
  // Quantity 2 for every line, then 1 for every line: each request changes its line.
  const writes: Write[] = [2, 1].flatMap((quantity) =>
    lines.map(({ token, line }) => ({
      method: 'PUT' as const,
      path: `/api/cart/update/${line}/`,
      token,
      body: JSON.stringify({ quantity }),
    })),
  );

  console.log(`\nPUT cart/update/{id}/ on ${database.label}, ${CUSTOMERS} customers`);
  const rows = [
    '| connections | req/s | p50 ms | p95 ms | p99 ms | failed |',
    '|---:|---:|---:|---:|---:|---:|',
  ];
  const ms = (value: number) => value.toFixed(2);
  for (const connections of CONNECTIONS) {
    const result = await measure({ url: bhoj.url, headers: {}, writes }, { ...options, connections });
    await settle(bhoj);
    rows.push(
      `| ${connections} | ${Math.round(result.requestsPerSecond)} | ${ms(result.p50)} | ${ms(result.p95)} | ` +
        `${ms(result.p99)} | ${result.failures} |`,
    );
  }
  console.log(`\n${machineNote(options.generator)}\n`);
  console.log(rows.join('\n'));
});
