// Bhoj scaled out as docs/SCALING.md describes it: two instances of the built app on one PostgreSQL,
// sharing Redis (REDIS_URL) and S3-compatible storage (a local s3rver), behind Debian's nginx running
// the repository's deploy/nginx.conf. Needs PostgreSQL, Redis and nginx on the machine (.ci/run makes
// sure of all three); no browser.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, newShopper, ownerFoodSlug, placeOrder, signIn } from '../fixtures/api-calls.ts';
import { pngImage } from '../fixtures/journey-helpers.ts';
import { startNginx } from '../fixtures/nginx.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';
import { freshPostgresDatabase, startS3Server } from '../fixtures/services.ts';

const BUCKET = 'bhoj-media';
const OWNER = { email: 'owner@bhoj.local', password: 'bhoj-owner-2024' };
const FAILED_SIGN_INS_ALLOWED = 4;

let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  s3 = await startS3Server(BUCKET);
  const edgePort = await getPort({ host: '127.0.0.1' });
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `bhoj-scale-${randomBytes(4).toString('hex')}:`,
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    PUBLIC_URL: `http://127.0.0.1:${edgePort}`,
    TRUST_PROXY: '1',
    SECRET_KEY: 'the-same-secret-key-on-every-instance',
    RATE_LIMIT_AUTH_PER_MINUTE: String(FAILED_SIGN_INS_ALLOWED),
    // Longer than deploy/nginx.conf keeps an idle connection to an instance (2 s), as docs/SCALING.md asks.
    SHUTDOWN_DELAY_SECONDS: '3',
  };
  // Started together: they take turns to migrate, and only one seeds the demo data (and its images).
  [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  nginx = await startNginx(edgePort, [a.port, b.port]);
}, 240_000);

afterAll(async () => {
  await Promise.all([nginx?.stop(), a?.stop(), b?.stop()]);
  await s3?.stop();
  await database?.stop();
});

/** The live-event stream at `base`, its text so far. */
async function openEvents(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events/`, {
    headers: { authorization: `Token ${token}` },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  let text = '';
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      text += value;
    }
  })();
  return { text: () => text, close: () => controller.abort() };
}

/** A GET naming `host` (fetch always names the URL's own): the answer's status. */
function statusFor(base: string, path: string, host: string) {
  const { hostname, port } = new URL(base);
  return new Promise<number>((done, fail) => {
    request({ host: hostname, port, path, headers: { host } }, (answer) => {
      answer.resume().on('end', () => done(answer.statusCode!));
    })
      .on('error', fail)
      .end();
  });
}

describe('two instances behind nginx', () => {
  it('are ready with the database and Redis, and nginx answers for them', async () => {
    for (const server of [a, b]) {
      const ready = await call(server.baseUrl, '/api/health/ready/');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ ready: true, draining: false, database: 'up', redis: 'up' });
    }
    const health = await call(nginx.baseUrl, '/api/health/');
    expect(health.body).toMatchObject({ status: 'ok', database: 'postgresql' });
  });

  it('refuses another host, and passes on no forwarding header a client wrote: links name PUBLIC_URL', async () => {
    expect(await statusFor(nginx.baseUrl, '/api/health/live/', 'evil.example')).toBe(421);
    expect(await statusFor(nginx.baseUrl, '/api/health/live/', new URL(nginx.baseUrl).host)).toBe(200);
    const forged = {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '8443',
      forwarded: 'host=evil.example;proto=https',
    };
    const page = '/api/restaurant/foods/?page=1';
    // Asked often enough that each instance would keep what it made.
    for (let ask = 0; ask < 4; ask++) {
      expect((await call(nginx.baseUrl, page, { headers: forged })).status).toBe(200);
    }
    for (let ask = 0; ask < 2; ask++) {
      const plain = await call(nginx.baseUrl, page);
      expect(plain.body.next).toBe(`${nginx.baseUrl}/api/restaurant/foods/?page=2`);
    }
  });

  it('serves the demo images seeded into the bucket, then from its own cache', async () => {
    const categories = await call(nginx.baseUrl, '/api/restaurant/categories/');
    const image = (categories.body as unknown as { image: string }[])[0]!.image;
    expect(image).toMatch(new RegExp(`^${nginx.baseUrl}/media/`));
    const first = await fetch(image);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect((await fetch(image)).headers.get('x-cache-status')).toBe('HIT');
  });

  it("serves the web app's hashed files itself, from the build's Brotli and gzip copies", async () => {
    const page = await (await fetch(nginx.url('/'))).text();
    // The app's entry: index.html's module script, or on a page drawn on the server the one its
    // start-after-paint script names.
    const script = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(page)![1]!;
    for (const coding of ['br', 'gzip']) {
      const res = await fetch(nginx.url(script), { headers: { 'accept-encoding': coding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(coding);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it("delivers an order placed through A to the owner's live stream held on B, and through nginx", async () => {
    const ownerToken = await signIn(b.baseUrl, OWNER.email, OWNER.password);
    const slug = await ownerFoodSlug(b.baseUrl, ownerToken);
    const onB = await openEvents(b.baseUrl, ownerToken);
    const throughNginx = await openEvents(nginx.baseUrl, ownerToken);
    const shopper = await newShopper(a.baseUrl);
    const orderId = await placeOrder(a.baseUrl, shopper, slug);
    for (const stream of [onB, throughNginx]) {
      await vi.waitFor(() => {
        expect(stream.text()).toContain('event: order.created');
        expect(stream.text()).toContain(`"order_id":${orderId}`);
      });
      stream.close();
    }
  });

  it('meets one limit with failed sign-ins spread over both instances: past it, both ask for a mailed code', async () => {
    const email = `guessed${randomBytes(4).toString('hex')}@example.com`;
    const wrong = (server: RunningServer) =>
      call(server.baseUrl, '/api/accounts/login/', {
        method: 'POST',
        body: { email, password: 'wrong-password' },
      });
    for (let i = 0; i < FAILED_SIGN_INS_ALLOWED; i++) expect((await wrong(i % 2 ? b : a)).status).toBe(400);
    for (const server of [a, b]) {
      const asked = await wrong(server);
      expect(asked.status).toBe(400);
      expect(asked.body).toEqual({
        code: [
          "There were too many failed sign-ins to this account. To sign in from this browser, enter the code we mailed to the account's email address, with your password.",
        ],
      });
    }
  });

  it('serves an image uploaded through A from B and from nginx', async () => {
    const token = await newShopper(a.baseUrl);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'dish.png');
    const uploaded = await fetch(a.url('/api/uploads/'), {
      method: 'POST',
      headers: { authorization: `Token ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${nginx.baseUrl}/media/uploads/.+\\.webp$`));
    const path = new URL(url).pathname;
    const fromB = await fetch(b.url(path));
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    const fromNginx = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(fromNginx.equals(bytes)).toBe(true);
  });

  it('keeps answering through B while A stops on SIGTERM: no accepted call fails, no order lost or doubled', async () => {
    const ownerToken = await signIn(nginx.baseUrl, OWNER.email, OWNER.password);
    const slug = await ownerFoodSlug(nginx.baseUrl, ownerToken);
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => newShopper(nginx.baseUrl)));
    const placed = new Map<string, number[]>(shoppers.map((token) => [token, []]));
    const failures: string[] = [];
    let calls = 0;
    let callsAfterStop = 0;
    let stopped = false;
    let running = true;
    const count = (status: number, what: string) => {
      calls++;
      if (stopped) callsAfterStop++;
      if (status >= 400) failures.push(`${what}: ${status}`);
    };
    const shop = async (token: string) => {
      while (running) {
        try {
          const added = await call(nginx.baseUrl, `/api/cart/add-to-cart/${slug}/`, {
            method: 'POST',
            token,
            body: { quantity: 1 },
          });
          count(added.status, 'add to cart');
          const order = await call(nginx.baseUrl, '/api/orders/', {
            method: 'POST',
            token,
            body: { address: 'House 1, Road 2, Dhanmondi', payment_method: 'cash_on_delivery' },
            // As the web app sends it: one key per checkout.
            headers: { 'idempotency-key': randomBytes(8).toString('hex') },
          });
          count(order.status, 'checkout');
          if (order.status === 201) placed.get(token)!.push(order.body.id as number);
          count((await call(nginx.baseUrl, '/api/restaurant/categories/')).status, 'categories');
        } catch (error) {
          calls++;
          failures.push(`no answer: ${String(error)}`);
        }
      }
    };
    const traffic = Promise.all(shoppers.map(shop));
    await vi.waitFor(() => expect(calls).toBeGreaterThan(40), { timeout: 20_000 });

    const stopping = a.stop();
    // Draining for SHUTDOWN_DELAY_SECONDS: A still answers, but says it is not ready.
    await vi.waitFor(async () => {
      const draining = await call(a.baseUrl, '/api/health/ready/');
      expect(draining.status).toBe(503);
      expect(draining.body).toMatchObject({ ready: false, draining: true });
    });
    await stopping;
    stopped = true;
    await vi.waitFor(() => expect(a.exitNote()).toBe('exited with code 0'));
    await vi.waitFor(() => expect(callsAfterStop).toBeGreaterThan(40), { timeout: 20_000 });
    running = false;
    await traffic;

    expect(failures, `nginx's error log:\n${await nginx.errors()}`).toEqual([]);
    for (const [token, orderIds] of placed) {
      expect(orderIds.length).toBeGreaterThan(0);
      expect(new Set(orderIds).size).toBe(orderIds.length);
      const history = await call(nginx.baseUrl, '/api/order-list/', { token });
      const lines = history.body as unknown as { order: number }[];
      expect(new Set(lines.map((line) => line.order))).toEqual(new Set(orderIds));
      expect(lines).toHaveLength(orderIds.length);
    }
    expect((await call(b.baseUrl, '/api/health/ready/')).status).toBe(200);
  });
});
