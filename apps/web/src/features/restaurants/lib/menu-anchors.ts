/** The id of a category's section on the restaurant page, the jump list's target. */
export const sectionId = (categorySlug: string) => `menu-${categorySlug}`;
