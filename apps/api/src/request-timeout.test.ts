import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/context.ts';

// A client gets REQUEST_TIMEOUT_SECONDS to send a whole request; one that trickles it is cut off with 408.
// (Live-event streams, whose answer is what lasts, are checked in modules/events/limits.test.ts.)
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext({ REQUEST_TIMEOUT_SECONDS: '1' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/**
 * Sends `head` at once, then `rest` in pieces every `everyMs`, and answers all the server sent back by
 * the time it closed the connection (every request here says `Connection: close`).
 */
async function send(head: string, rest: string[], everyMs: number) {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  socket.on('error', () => {});
  const closed = once(socket, 'close');
  socket.write(head);
  const pieces = [...rest];
  const timer = setInterval(() => {
    const piece = pieces.shift();
    if (piece !== undefined && !socket.destroyed) socket.write(piece);
  }, everyMs);
  await closed;
  clearInterval(timer);
  return received;
}

const login = '{"email":"nobody@example.test","password":"wrong password"}';
const loginHead = (length: number) =>
  `POST /api/accounts/login/ HTTP/1.1\r\nHost: bhoj\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${length}\r\nConnection: close\r\n\r\n`;

describe('request timeout', () => {
  it('cuts off a body sent a byte at a time with 408', async () => {
    const answer = await send(loginHead(login.length), [...login], 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      error: 'Request Timeout',
    });
  });

  it('cuts off headers sent a byte at a time with 408', async () => {
    const answer = await send(
      'GET /api/health/ HTTP/1.1\r\nHost: bhoj\r\nX-Slow: ',
      [...'a'.repeat(100)],
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('answers a request whose body arrives in pieces within the time', async () => {
    const half = Math.floor(login.length / 2);
    const answer = await send(loginHead(login.length), [login.slice(0, half), login.slice(half)], 100);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('Invalid credentials');
  });
});
