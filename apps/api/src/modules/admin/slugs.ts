import { ADMIN_MESSAGES, slugify } from '@bhoj/contract';
import { fieldError } from '../../lib/errors.ts';

/** The slug of the name; a slug the client sent must come out of the same name. */
export function slugFromName(name: string, clientSlug: string | null | undefined): string {
  const slug = slugify(name);
  if (!slug) throw fieldError('name', ADMIN_MESSAGES.nameWithoutLetters);
  if (clientSlug && slugify(clientSlug) !== slug) {
    throw fieldError('slug', `The slug is made from the name: "${slug}".`);
  }
  return slug;
}
