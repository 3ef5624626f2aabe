import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer, type Server, type Socket, connect } from 'node:net';
import { Redis } from 'ioredis';

/** The machine's Redis (REDIS_URL, else 127.0.0.1:6379); every test file keeps to keys of its own prefix. */
export const testRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const testKeyPrefix = () => `bhoj-test:${randomBytes(6).toString('hex')}:`;

/** Deletes what a test file left under its prefix. */
export async function dropKeys(prefix: string) {
  const redis = new Redis(testRedisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}

/** A port where nothing listens: Redis "down" from the start. */
export async function closedPort() {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/**
 * A TCP proxy in front of the machine's Redis that a test can cut (every connection dropped, new ones
 * refused) and restore on the same port: an outage and a recovery, with the real Redis behind it.
 */
export async function cuttableRedis() {
  const target = new URL(testRedisUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => server!.listen(port, '127.0.0.1', done));
    port = (server!.address() as AddressInfo).port;
  };
  await listen();
  return {
    url: () => `redis://127.0.0.1:${port}${target.pathname}`,
    async cut() {
      const closed = new Promise((done) => server!.close(done));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
    close() {
      for (const socket of sockets) socket.destroy();
      server?.close();
    },
  };
}
