/** Spec §5: lowercase name, spaces to dashes; anything that is not a-z, 0-9 or a dash is dropped. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The first of `base`, `base-2`, `base-3`… that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'item';
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
