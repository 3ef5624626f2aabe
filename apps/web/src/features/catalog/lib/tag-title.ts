/** The title of a tag's page: the tag with dashes turned into spaces ('quick-and-affordable' → 'quick and affordable'). */
export function tagTitle(tag: string): string {
  return tag.replace(/-+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A home slider's title from its tag: as above, first letter capitalised ('homechefs' → 'Homechefs'). */
export function sliderTitle(tag: string): string {
  const title = tagTitle(tag);
  return title.charAt(0).toUpperCase() + title.slice(1);
}
