/** The parts of a JSON Schema, as Zod writes it, that shape a sample. */
interface Schema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
}

/** Strings a pattern-free field may hold: escapes, quotes, Bangla, emoji, line separators. */
const TEXTS = [
  '',
  'Bhoj',
  'say "hi" \\ back/slash',
  'ভাত আর ডাল 🍛',
  'tab\tnew\nline\u0001\u2028',
  'x'.repeat(130),
];
/** Candidates for fields with a pattern; the first that matches is used. */
const PATTERNED = [
  '2026-11-24T07:55:17.123Z',
  'a@b.co',
  'https://bhoj.test/a?b=c',
  'abc',
  '123',
  'a-b',
  '09:00',
];
const FORMATS: Record<string, string> = {
  'date-time': '2026-11-24T07:55:17.123Z',
  email: 'cook@bhoj.test',
  uri: 'https://bhoj.test/media/a.png?v=1',
  uuid: '0b8f6d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
};

/** A small deterministic random source, so a failure names a seed that reproduces it. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A value of the shape a JSON Schema (as Zod writes it) describes, varied by `seed`: optional keys
 * present or absent, nulls, every union branch, empty and filled arrays and records, keys the schema
 * does not declare, and strings that need escaping. Values a Zod refinement refuses are the caller's
 * to drop.
 */
export function sampleValue(schema: object, seed: number): unknown {
  const next = random(seed);
  const pick = <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)] as T;

  const number = (s: Schema, integer: boolean) => {
    const base = pick(integer ? [0, 7, -3, 123456789] : [0, 12.5, -0.25, 1e21, 3]);
    const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -Infinity);
    const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : Infinity);
    return Math.min(Math.max(base, min), max);
  };
  const string = (s: Schema): string => {
    if (s.format && FORMATS[s.format]) return FORMATS[s.format] as string;
    if (s.pattern) {
      const pattern = new RegExp(s.pattern);
      return PATTERNED.find((c) => pattern.test(c)) ?? 'abc';
    }
    const text = pick(TEXTS);
    return text.padEnd(s.minLength ?? 0, 'y').slice(0, s.maxLength ?? Infinity);
  };
  const value = (s: Schema): unknown => {
    if ('const' in s) return s.const;
    if (s.enum) return pick(s.enum);
    if (s.anyOf) return value(pick(s.anyOf));
    const type = Array.isArray(s.type) ? pick(s.type) : s.type;
    switch (type) {
      case 'null':
        return null;
      case 'boolean':
        return pick([true, false]);
      case 'integer':
      case 'number':
        return number(s, type === 'integer');
      case 'string':
        return string(s);
      case 'array': {
        const length = Math.max(pick([0, 1, 3]), s.minItems ?? 0);
        return Array.from({ length: Math.min(length, s.maxItems ?? length) }, () => value(s.items ?? {}));
      }
      case 'object':
        return object(s);
      default:
        return pick([1, 'any', null, { nested: [true] }]);
    }
  };
  const object = (s: Schema) => {
    const out: Record<string, unknown> = {};
    const required = new Set<string>(s.required ?? []);
    for (const [key, child] of Object.entries<Schema>(s.properties ?? {})) {
      if (required.has(key) || next() < 0.5) out[key] = value(child);
    }
    if (typeof s.additionalProperties === 'object') {
      for (const key of ['k1', 'second key'].slice(0, pick([0, 1, 2])))
        out[key] = value(s.additionalProperties);
    } else if (next() < 0.5) {
      out.undeclared = 'dropped';
    }
    return out;
  };
  return value(schema as Schema);
}
