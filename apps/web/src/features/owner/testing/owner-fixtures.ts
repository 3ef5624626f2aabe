import type { Category, Food, OwnerTicket, OwnerStats, Restaurant, Tag } from '@bhoj/contract';

export const restaurant: Restaurant = {
  id: 3,
  name: 'Kacchi Bhai',
  slug: 'kacchi-bhai',
  address: 'House 12, Road 5, Dhanmondi',
  phone_number: '01711000000',
  email: 'owner@bhoj.local',
  cover_image: '/media/cover.webp',
  is_approved: true,
  owner: 'owner',
  owner_id: 2,
  total_foods: 11,
};

export const categories: Category[] = [
  { id: 1, name: 'Pizza', slug: 'pizza', image: '' },
  { id: 2, name: 'Biryani', slug: 'biryani', image: '' },
];

export const tags: Tag[] = [
  { id: 5, name: 'Popular', slug: 'popular' },
  { id: 6, name: 'Quick and affordable', slug: 'quick-and-affordable' },
];

export function food(id: number, overrides: Partial<Food> = {}): Food {
  return {
    id,
    name: `Food ${id}`,
    slug: `food-${id}`,
    description: 'Tasty',
    price: 250,
    image: `/media/food-${id}.webp`,
    is_available: true,
    category: 2,
    category_name: 'Biryani',
    category_slug: 'biryani',
    tags: 5,
    food_tag: 'popular',
    restaurant: 3,
    restaurant_name: 'Kacchi Bhai',
    restaurant_slug: 'kacchi-bhai',
    rating_average: 0,
    rating_count: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const stats: OwnerStats = {
  total_products: 11,
  total_orders: 42,
  pending_orders: 7,
  completed_orders: 30,
  cancel_orders: 5,
  total_sales: 123456.5,
  monthly_sales: {
    Jan: 1000,
    Feb: 2000,
    Mar: 0,
    Apr: 4500.5,
    May: 0,
    Jun: 0,
    Jul: 0,
    Aug: 0,
    Sep: 0,
    Oct: 0,
    Nov: 0,
    Dec: 99,
  },
};

/** A ticket of order 100 + id on the board, New and cash on delivery unless overridden. */
export function ownerTicket(id: number, overrides: Partial<OwnerTicket> = {}): OwnerTicket {
  return {
    id,
    number: `#${100 + id}-1`,
    order: 100 + id,
    restaurant: 'Kacchi Bhai',
    stage: 'new',
    status: 'Pending',
    prep_minutes: null,
    accepted_at: null,
    cancel_reason: '',
    created_at: '2025-03-01T20:30:00.000Z',
    items: [{ id: id * 10, item_name: `Kacchi ${id}`, item_price: 320, quantity: 2, subtotal: 640 }],
    subtotal: 640,
    delivery_fee: 60,
    total: 700,
    customer_name: 'Rahima Akter',
    phone_number: '01812345678',
    address: 'Flat 4B, Road 2, Banani',
    payment_method: 'cash_on_delivery',
    payment_state: 'cash_on_delivery',
    next_stages: ['accepted', 'canceled'],
    ...overrides,
  };
}

/** The order board's answer holding `tickets`. */
export const board = (tickets = [ownerTicket(1)]) => ({
  count: tickets.length,
  next: null,
  previous: null,
  counts: { new: tickets.length, in_progress: 12, done: 0 },
  results: tickets,
});

/** The owner's order board, as a route to render. */
export const ordersRoute = {
  path: '/restaurant/dashboard/user-order',
  url: '/restaurant/dashboard/user-order/',
};
