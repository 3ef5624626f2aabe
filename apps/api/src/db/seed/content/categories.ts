/** The food categories (the menu shows the first five) and the five tags behind the home sliders. */
export const CATEGORY_KEYS = [
  'pizza',
  'pasta',
  'burgers',
  'drinks',
  'desserts',
  'biryani',
  'kebab',
  'chinese',
  'bakery',
  'snacks',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export interface CategorySeed {
  key: CategoryKey;
  name: string;
  /** Background hue of its images (0–360), far enough apart that categories look different. */
  hue: number;
}

export const CATEGORIES: readonly CategorySeed[] = [
  { key: 'pizza', name: 'Pizza', hue: 8 },
  { key: 'pasta', name: 'Pasta', hue: 215 },
  { key: 'burgers', name: 'Burgers', hue: 30 },
  { key: 'drinks', name: 'Drinks', hue: 195 },
  { key: 'desserts', name: 'Desserts', hue: 322 },
  { key: 'biryani', name: 'Biryani', hue: 46 },
  { key: 'kebab', name: 'Kebab', hue: 135 },
  { key: 'chinese', name: 'Chinese', hue: 262 },
  { key: 'bakery', name: 'Bakery', hue: 165 },
  { key: 'snacks', name: 'Snacks', hue: 80 },
];

export const TAG_KEYS = ['quick', 'popular', 'budget', 'healthy', 'home'] as const;
export type TagKey = (typeof TAG_KEYS)[number];

export const TAGS: readonly { key: TagKey; name: string; slug: string }[] = [
  { key: 'quick', name: 'Quick and affordable', slug: 'quick-and-affordable' },
  { key: 'popular', name: 'Popular', slug: 'popular' },
  { key: 'budget', name: 'Budget friendly spots', slug: 'budget-friendly-spots' },
  { key: 'healthy', name: 'Healthy food to explore', slug: 'healthy-food-to-explore' },
  { key: 'home', name: 'Homechefs', slug: 'homechefs' },
];
