import { transliterate } from './transliterate.ts';

/**
 * A slug is the name in lowercase with dashes for spaces; Bangla words are written in Latin letters
 * first (`কাচ্চি বিরিয়ানি` → `kacchi-biriyani`), accents are dropped, and anything that is not a-z, 0-9
 * or a dash is left out (runs of dashes become one, none at either end). The server makes every slug
 * this way and adds -2, -3… when one is taken; the web app previews it while an admin types.
 */
export function slugify(name: string): string {
  return transliterate(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
