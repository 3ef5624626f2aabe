import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The answer of a conditional GET whose ETag is current. Public answers carry an ETag and
 * `Cache-Control: no-cache`: clients revalidate every time, and a match costs no body.
 */
export const notModifiedAnswer = {
  304: z.null().describe('Not modified: the ETag in If-None-Match is current'),
};

/** A weak entity tag: a hash of the answer's bytes, so it changes exactly when the bytes do. */
export function entityTag(bytes: Buffer): string {
  return `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * The tag of the same answer sent compressed: each content coding is its own representation, with its
 * own tag, so a cache that holds one coding never takes a 304 as confirming another.
 */
export function encodedTag(tag: string, encoding: string): string {
  return `${tag.slice(0, -1)}.${encoding}"`;
}

/** If-None-Match holds `*` or a list of tags; it compares weakly (a W/ prefix does not matter). */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}
