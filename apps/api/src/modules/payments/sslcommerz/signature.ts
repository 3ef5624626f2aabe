import { createHash, timingSafeEqual } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * SSLCommerz's verify_sign over a callback form: md5 of `key=value&…` over the fields that verify_key
 * lists (those present), plus store_passwd = md5(store password), sorted by key. null without verify_key.
 */
export function expectedSignature(form: Record<string, string>, storePassword: string): string | null {
  if (typeof form.verify_key !== 'string' || !form.verify_key) return null;
  const signed: Record<string, string> = {};
  for (const key of form.verify_key.split(',')) {
    if (Object.hasOwn(form, key)) signed[key] = form[key]!;
  }
  signed.store_passwd = md5(storePassword);
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return md5(text);
}

/**
 * The form is signed with our store password and the signature covers its tran_id, and `covering` too
 * (a form that reports no money must have its status signed as well).
 */
export function hasValidSignature(
  form: Record<string, string>,
  storePassword: string,
  covering: string[] = [],
): boolean {
  const expected = expectedSignature(form, storePassword);
  const given = form.verify_sign;
  if (!expected || typeof given !== 'string' || given.length !== expected.length) return false;
  const signed = form.verify_key!.split(',');
  const coversAll = ['tran_id', ...covering].every((key) => signed.includes(key));
  return coversAll && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
