import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorAnswer } from './route-schema.ts';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

/**
 * The answer's JSON Schema as the contract's Zod schema describes its output, in the draft that
 * fast-json-stringify's validator reads, changed where JSON Schema and Zod read the same words
 * differently:
 * - `additionalProperties: false` goes: Zod's objects drop undeclared keys rather than refuse them, and
 *   the serializer writes only declared keys anyway; kept, it would make a union branch refuse an
 *   object Zod accepts.
 * - A nullable value (`anyOf: [X, {type: 'null'}]`) becomes `type: [X, 'null']`, which the serializer
 *   decides with a `typeof` instead of a validator run.
 */
export function answerJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  return forSerializer(json);
}

function forSerializer(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(forSerializer) as unknown as JsonSchema;
  if (typeof node !== 'object' || node === null) return node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'additionalProperties' || value !== false) out[key] = forSerializer(value);
  }
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2) {
    const nullAt = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string' && !('const' in other)) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

const compiled = new WeakMap<z.ZodType, Serialize>();
/** Schemas whose answers are still checked and stringified by Zod, with why; the tests list them. */
export const zodFallbacks = new Map<z.ZodType, string>();

function compile(schema: z.ZodType): Serialize | undefined {
  if (zodFallbacks.has(schema)) return undefined;
  let serialize = compiled.get(schema);
  if (!serialize) {
    try {
      serialize = fastJson(answerJsonSchema(schema)) as Serialize;
    } catch (error) {
      zodFallbacks.set(schema, (error as Error).message);
      return undefined;
    }
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * Error answers are written in any shape the one error handler (lib/errors.ts) makes, whatever error
 * status a route declares: a route's declared error shape documents it, and never turns a client's
 * mistake into a 500 (or an empty `{}`) because the answer did not fit.
 */
const isErrorStatus = (httpStatus: string) => httpStatus.startsWith('4') || httpStatus.startsWith('5');

/** A route's own shape for an error status (health's 503 `{status, database}`), or any error answer. */
const errorAnswers = new WeakMap<z.ZodType, z.ZodType>();
function errorAnswerFor(declared: unknown): z.ZodType {
  if (!(declared instanceof z.ZodType)) return ErrorAnswer;
  let schema = errorAnswers.get(declared);
  if (!schema) errorAnswers.set(declared, (schema = z.union([declared, ErrorAnswer])));
  return schema;
}

/**
 * Compiles each answer schema once, at start, into a fast-json-stringify function. A schema without a
 * faithful JSON Schema keeps Zod's serializer, which checks the answer against it.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = isErrorStatus(String(route.httpStatus)) ? errorAnswerFor(route.schema) : route.schema;
  return (
    (schema instanceof z.ZodType && compile(schema)) || zodSerializerCompiler({ ...route, schema } as never)
  );
};
