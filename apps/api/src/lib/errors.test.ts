import Fastify, { type FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { registerErrorHandling } from './errors.ts';

let ctx: TestContext;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  ctx = await createTestContext();
  app = Fastify();
  registerErrorHandling(app);
  app.get('/bad-number/', async () => ctx.db.execute(sql`select ${'not a number'}::int`));
  app.get('/boom/', async () => {
    throw new Error('secret detail');
  });
  app.post('/echo/', async (request: FastifyRequest) => request.body);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('error handler', () => {
  it('answers a value the database refuses as 400, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-number/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid value.' });
  });

  it('answers anything unexpected with a 500 that reveals nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom/' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });
});
