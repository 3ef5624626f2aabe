/** The title of a tag's page: the tag with dashes turned into spaces ('quick-and-affordable' → 'quick and affordable'). */
export function tagTitle(tag: string): string {
  return tag.replace(/-+/g, ' ').replace(/\s+/g, ' ').trim();
}
