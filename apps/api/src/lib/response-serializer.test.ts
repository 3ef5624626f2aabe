import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createUser } from '../test/factories.ts';
import { createShopper, orderingWorld, shopperCalls } from '../test/shopping.ts';
import { sampleValue } from '../test/sample-values.ts';
import type * as answerSerializers from './response-serializer.ts';
import { answerJsonSchema, zodFallbacks } from './response-serializer.ts';

interface CompiledAnswer {
  route: string;
  schema: z.ZodType;
  serialize: (data: unknown) => string;
}
const compiledAnswers = vi.hoisted(() => [] as CompiledAnswer[]);
/** Real answers the app sent while this file ran, each with what Zod would have written. */
const sent = vi.hoisted(() => [] as { route: string; bytes: string; zod: string }[]);

// Records every serializer the app compiles, and checks each real answer against Zod as it is sent.
vi.mock('./response-serializer.ts', async (original) => {
  const real = await original<typeof answerSerializers>();
  return {
    ...real,
    answerSerializerCompiler: (route: {
      schema: z.ZodType;
      method: string;
      url: string;
      httpStatus: string;
    }) => {
      const serialize = real.answerSerializerCompiler(route as never) as (data: unknown) => string;
      const name = `${route.method} ${route.url} ${route.httpStatus}`;
      compiledAnswers.push({ route: name, schema: route.schema, serialize });
      return (data: unknown) => {
        const bytes = serialize(data);
        sent.push({ route: name, bytes, zod: JSON.stringify(route.schema.parse(data)) });
        return bytes;
      };
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
});
afterAll(() => ctx.close());

const SEEDS = 60;

describe('compiled answer serializers', () => {
  it('compile every answer of every route, and none falls back to Zod', () => {
    expect(compiledAnswers.length).toBeGreaterThan(100);
    expect([...zodFallbacks.values()]).toEqual([]);
  });

  it('write the same bytes as Zod for varied values of every answer schema', () => {
    for (const { route, schema, serialize } of compiledAnswers) {
      const json = answerJsonSchema(schema);
      let checked = 0;
      for (let seed = 0; seed < SEEDS; seed++) {
        const value = sampleValue(json, seed);
        const parsed = schema.safeParse(value);
        if (!parsed.success) continue;
        checked++;
        expect(serialize(value), `${route}, seed ${seed}`).toBe(JSON.stringify(parsed.data));
      }
      expect(checked, `${route}: no sample fits the schema`).toBeGreaterThan(0);
    }
  });

  it('write the same bytes as Zod for the real answers of the catalog and ordering reads', async () => {
    const world = await orderingWorld(ctx.db);
    const shopper = await createShopper(ctx.db);
    const admin = await createUser(ctx.db, { role: 'admin' });
    const slug = world.kacchi.slug;
    await shopperCalls(ctx.app, shopper.auth).add(slug);
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    // The live event stream never ends; its frames are written by hand, not by a serializer.
    const reads = Object.keys(paths).filter((p) => paths[p]?.get && p !== '/api/events/');
    for (const path of reads) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (/id$/i.test(name) ? '1' : slug));
      for (const headers of [{}, shopper.auth, world.first.owner.auth, admin.auth]) {
        await ctx.app.inject({ method: 'GET', url, headers });
      }
    }
    expect(sent.length).toBeGreaterThan(20);
    for (const answer of sent) expect(answer.bytes, answer.route).toBe(answer.zod);
  }, 120_000);
});
