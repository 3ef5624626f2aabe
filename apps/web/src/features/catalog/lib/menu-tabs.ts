/** The our-menu/ tabs: only these categories, in this order; Pizza first and by default. */
export const menuCategories = [
  { slug: 'pizza', name: 'Pizza' },
  { slug: 'pasta', name: 'Pasta' },
  { slug: 'burgers', name: 'Burgers' },
  { slug: 'drinks', name: 'Drinks' },
  { slug: 'desserts', name: 'Desserts' },
] as const;

export const DEFAULT_MENU_TAB = 'pizza';
