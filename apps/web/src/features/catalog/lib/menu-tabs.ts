/**
 * The our-menu/ tabs: only these categories (by slug), in this order; Pizza first and by default. Each
 * tab's name is `menu_<slug>` in the catalog's messages.
 */
export const menuCategories = ['pizza', 'pasta', 'burgers', 'drinks', 'desserts'] as const;

export const DEFAULT_MENU_TAB = 'pizza';
