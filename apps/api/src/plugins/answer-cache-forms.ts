// A stored answer of the answer cache (answer-cache.ts) and its forms: the bytes as they are and
// compressed in each coding, each with its own headers and ETag.
import type { IncomingHttpHeaders } from 'node:http';
import {
  COMPRESS_FROM_BYTES,
  type ContentEncoding,
  compress,
  type Effort,
  pickEncoding,
} from '../lib/content-encoding.ts';
import { encodedTag } from '../lib/etag.ts';

/** The versions an answer was made under; `data` is null for public answers, which do not follow it. */
export interface Stamp {
  version: number;
  data: number | null;
}

/** One way of sending a stored answer: its bytes as they are, or compressed with one coding. */
export interface Representation {
  body: Buffer;
  etag: string;
  encoding?: ContentEncoding;
  /** Every header of the 200 answer, content-length included, as name, value, name, value… */
  headers: string[];
  /** The same without content-type, content-encoding and content-length, for a 304. */
  notModified: string[];
}

export interface StoredAnswer extends Stamp {
  /** Who may be given a public answer without the route running (see `publicAnswer`); null when per-user. */
  publicTo: 'any-caller' | 'anonymous' | null;
  identity: Representation;
  /**
   * The answer compressed, when its body is large enough to be worth it: at first only in the coding
   * the request that stored it asked for, quickly; every coding, compressed harder, once it is asked
   * for again (`finished`). A coding not made yet is answered with the bytes as they are.
   */
  encoded: Partial<Record<ContentEncoding, Representation>>;
  finished: boolean;
  /** What the codings are made from besides the body: the headers every form shares, and the type. */
  common: string[];
  contentType: string;
}

const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/** The bytes a stored answer holds, every form counted (the cache is bounded by them). */
export function bytesOf(answer: StoredAnswer): number {
  let bytes = answer.identity.body.length;
  for (const encoded of Object.values(answer.encoded)) bytes += encoded.body.length;
  return bytes;
}

/** The answer's bytes, and, when it is large enough to be worth compressing, its `wanted` coding made quickly. */
export async function storedAnswer(
  stamp: Stamp & Pick<StoredAnswer, 'publicTo'>,
  identity: Representation,
  common: string[],
  contentType: string,
  wanted: ContentEncoding | null,
): Promise<StoredAnswer> {
  const worth = identity.body.length >= COMPRESS_FROM_BYTES;
  const encoded: StoredAnswer['encoded'] = {};
  const made = worth && wanted ? await compressed(identity, common, contentType, wanted, 'once') : undefined;
  if (made?.encoding) encoded[made.encoding] = made;
  return { ...stamp, identity, encoded, finished: !worth, common, contentType };
}

/** The stored answer with every coding made as hard as an answer kept for many requests deserves. */
export async function completeAnswer(stored: StoredAnswer): Promise<StoredAnswer> {
  const { identity, common, contentType } = stored;
  const made = await Promise.all(
    ENCODINGS.map((encoding) => compressed(identity, common, contentType, encoding, 'kept')),
  );
  const encoded: StoredAnswer['encoded'] = {};
  for (const one of made) if (one?.encoding) encoded[one.encoding] = one;
  return { ...stored, encoded, finished: true };
}

/** The answer compressed with `encoding`, or nothing when that would not make it smaller. */
export async function compressed(
  identity: Representation,
  common: string[],
  contentType: string,
  encoding: ContentEncoding,
  effort: Effort,
): Promise<Representation | undefined> {
  const body = await compress(identity.body, encoding, effort);
  if (body.length >= identity.body.length) return undefined;
  return representation(common, contentType, body, encodedTag(identity.etag, encoding), encoding);
}

export function representation(
  common: string[],
  contentType: string,
  body: Buffer,
  etag: string,
  encoding?: ContentEncoding,
): Representation {
  const notModified = [...common, 'etag', etag];
  const headers = [...notModified, 'content-type', contentType];
  if (encoding) headers.push('content-encoding', encoding);
  headers.push('content-length', String(body.length));
  return { body, etag, encoding, headers, notModified };
}

/** The coding the request asks for that the stored answer should have and has not made yet, if any. */
export function missingCoding(stored: StoredAnswer, headers: IncomingHttpHeaders): ContentEncoding | null {
  if (stored.identity.body.length < COMPRESS_FROM_BYTES) return null;
  const wanted = pickEncoding(headers['accept-encoding']);
  return wanted && !stored.encoded[wanted] && !stored.finished ? wanted : null;
}

export function chosen(stored: StoredAnswer, encoding: ContentEncoding | null): Representation {
  return (encoding && stored.encoded[encoding]) || stored.identity;
}
