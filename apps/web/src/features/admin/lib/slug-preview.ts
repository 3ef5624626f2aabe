/**
 * The slug the server will make from a name (spec section 5: lowercase, spaces to dashes), by the server's
 * own rule: accents dropped, runs of spaces one dash, anything but a-z, 0-9 and dashes left out. The server
 * adds -2, -3… when the slug is taken.
 */
export function slugPreview(name: string): string {
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
