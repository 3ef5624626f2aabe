// The words the bench catalog's names are made of. Foods combine a style, a main ingredient and a dish,
// so common words ("chicken", "biryani") match many foods; one food in ten has a Bangla name; one in
// 5,000 holds the rare word. The searches of the benchmark (calls.ts) rely on these words.

export const CATEGORIES = [
  ['Pizza', 'pizza'],
  ['Pasta', 'pasta'],
  ['Burgers', 'burgers'],
  ['Drinks', 'drinks'],
  ['Desserts', 'desserts'],
  ['Biryani', 'biryani'],
  ['Kebab', 'kebab'],
  ['Chinese', 'chinese'],
  ['Bakery', 'bakery'],
  ['Snacks', 'snacks'],
  ['Curry', 'curry'],
] as const;

export type CategorySlug = (typeof CATEGORIES)[number][1];

export const TAGS = [
  ['Quick and affordable', 'quick-and-affordable'],
  ['Popular', 'popular'],
  ['Budget friendly spots', 'budget-friendly-spots'],
  ['Healthy food to explore', 'healthy-food-to-explore'],
  ['Homechefs', 'homechefs'],
] as const;

export const STYLES = [
  'Classic',
  'Spicy',
  'Smoky',
  'Old Dhaka',
  'Special',
  'Garlic',
  'Masala',
  'Crispy',
  'Tandoori',
  'Butter',
  'Deshi',
  'Royal',
];

export const MAINS = [
  'Chicken',
  'Beef',
  'Mutton',
  'Prawn',
  'Fish',
  'Vegetable',
  'Paneer',
  'Egg',
  'Duck',
  'Mushroom',
];

/** Dishes made with a main ingredient, and their category. */
export const DISHES: [string, CategorySlug][] = [
  ['Biryani', 'biryani'],
  ['Kacchi', 'biryani'],
  ['Tehari', 'biryani'],
  ['Pizza', 'pizza'],
  ['Pasta', 'pasta'],
  ['Lasagna', 'pasta'],
  ['Burger', 'burgers'],
  ['Sandwich', 'snacks'],
  ['Kebab', 'kebab'],
  ['Tikka', 'kebab'],
  ['Shawarma', 'kebab'],
  ['Fried Rice', 'chinese'],
  ['Chow Mein', 'chinese'],
  ['Soup', 'chinese'],
  ['Curry', 'curry'],
  ['Bhuna', 'curry'],
  ['Roll', 'snacks'],
  ['Samosa', 'snacks'],
  ['Puff', 'bakery'],
  ['Pie', 'bakery'],
];

/** Sweets and drinks, named without a main ingredient. */
export const SWEETS: [string, CategorySlug][] = [
  ['Mango Lassi', 'drinks'],
  ['Borhani', 'drinks'],
  ['Lemonade', 'drinks'],
  ['Cold Coffee', 'drinks'],
  ['Falooda', 'desserts'],
  ['Rasmalai', 'desserts'],
  ['Mishti Doi', 'desserts'],
  ['Firni', 'desserts'],
  ['Chocolate Cake', 'bakery'],
];

export const BANGLA: [string, CategorySlug][] = [
  ['কাচ্চি বিরিয়ানি', 'biryani'],
  ['মোরগ পোলাও', 'biryani'],
  ['বিফ তেহারি', 'biryani'],
  ['চিকেন রোস্ট', 'curry'],
  ['ইলিশ ভাজা', 'curry'],
  ['ভুনা খিচুড়ি', 'curry'],
  ['মিষ্টি দই', 'desserts'],
  ['ফুচকা', 'snacks'],
  ['চটপটি', 'snacks'],
  ['গরুর কালা ভুনা', 'curry'],
  ['চিংড়ি মালাইকারি', 'curry'],
  ['শাহী টুকরা', 'desserts'],
];

/** In no other name: the rare word's foods are `RARE_WORD` + a dish. */
export const RARE_WORD = 'Truffle';

export const AREAS = [
  'Dhanmondi',
  'Gulshan',
  'Banani',
  'Mirpur',
  'Uttara',
  'Old Dhaka',
  'Mohammadpur',
  'Bashundhara',
  'Motijheel',
  'Farmgate',
];

export const KINDS = [
  'Kitchen',
  'Biryani House',
  'Grill',
  'Cafe',
  'Bistro',
  'Food Court',
  'Dine',
  'Kacchi Ghor',
  'Pizza Co',
  'Tea Stall',
];

export const FIRST_NAMES = ['Sadia', 'Rahim', 'Nusrat', 'Tanvir', 'Farhana', 'Arif', 'Mitu', 'Sabbir'];
export const LAST_NAMES = ['Islam', 'Ahmed', 'Hossain', 'Chowdhury', 'Rahman', 'Karim', 'Akter', 'Sarkar'];

export const COMMENTS = [
  'Tasty and arrived hot.',
  'Good portion for the price.',
  'A bit too spicy for me.',
  'Will order again!',
  'The rice was perfect.',
  'Delivery was late but the food was great.',
  'অসাধারণ স্বাদ, আবার অর্ডার করব।',
  'Not as good as last time.',
];
