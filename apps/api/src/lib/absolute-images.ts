import type { FastifyInstance, preSerializationHookHandler } from 'fastify';
import { z } from 'zod';
import { IMAGE_URL_MARK } from '@bhoj/contract';

type JsonSchema = { [key: string]: unknown };
/** Answers the value with its image URLs made absolute, copying what it changes. */
type Fix = (value: unknown) => unknown;

const schemaList = (value: unknown) => (Array.isArray(value) ? (value as JsonSchema[]) : []);

/**
 * What makes the image URLs of one answer shape absolute, from its JSON Schema: the contract marks image
 * fields (`ImageUrl`). Undefined when the shape holds no image.
 */
function fixFor(node: JsonSchema, absolute: (url: string) => string): Fix | undefined {
  if (node[IMAGE_URL_MARK]) return (value) => (typeof value === 'string' ? absolute(value) : value);
  const parts: Fix[] = [];
  const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
  const fields = Object.entries(properties).flatMap(([key, child]) => {
    const fix = fixFor(child, absolute);
    return fix ? [[key, fix] as const] : [];
  });
  if (fields.length > 0) {
    parts.push((value) => {
      if (!value || typeof value !== 'object') return value;
      const copy: Record<string, unknown> = { ...value };
      for (const [key, fix] of fields) if (key in copy) copy[key] = fix(copy[key]);
      return copy;
    });
  }
  const items = node.items ? fixFor(node.items as JsonSchema, absolute) : undefined;
  if (items) parts.push((value) => (Array.isArray(value) ? value.map(items) : value));
  for (const branch of [...schemaList(node.anyOf), ...schemaList(node.oneOf), ...schemaList(node.allOf)]) {
    const fix = fixFor(branch, absolute);
    if (fix) parts.push(fix);
  }
  if (parts.length === 0) return undefined;
  return (value) => parts.reduce((current, fix) => fix(current), value);
}

/**
 * Image URLs in answers are absolute, built from PUBLIC_URL (or S3_PUBLIC_URL: `media-urls.ts`), so a
 * client served from any origin can put them in `<img src>` as they are. Rows keep the `/media/...` path
 * (moving the site or its images to another address changes no row); each route's success answers get
 * their image fields completed as they are sent.
 */
export function registerAbsoluteImages(app: FastifyInstance, absolute: (url: string) => string) {
  app.addHook('onRoute', (route) => {
    const answers = (route.schema?.response ?? {}) as Record<string, unknown>;
    const fixes = new Map<number, Fix>();
    for (const [status, schema] of Object.entries(answers)) {
      if (!status.startsWith('2') || !(schema instanceof z.ZodType)) continue;
      const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
      const fix = fixFor(json, absolute);
      if (fix) fixes.set(Number(status), fix);
    }
    if (fixes.size === 0) return;
    const hook: preSerializationHookHandler = (_request, reply, payload, done) =>
      done(null, fixes.get(reply.statusCode)?.(payload) ?? payload);
    route.preSerialization = [...[route.preSerialization ?? []].flat(), hook];
  });
}
