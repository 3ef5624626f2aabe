import { z } from 'zod';
import { BdMobile } from './accounts.ts';
import { ImageUrl, OrderLineBase, OrderStatus } from './common.ts';
import { form, lenientBoolean, lenientWholeNumber, MAX_ROW_ID, requiredText, rowId, text } from './fields.ts';

/** The restaurant owner's dashboard: stats, menu, restaurant info, incoming order lines. */

export const OWNER_MESSAGES = {
  restaurantNotFound: 'Restaurant not found',
  unknownCategory: 'Choose a category from the list.',
  unknownTag: 'Choose a sub category (tag) from the list.',
  slugRule: 'The slug must be the name in lowercase with dashes for spaces.',
  foodDeleted: 'Food item deleted.',
} as const;
export const cannotMoveMessage = (from: OrderStatus, to: OrderStatus) =>
  `Cannot change an order from ${from} to ${to}.`;

/** The owner's own foods on restaurant/foods/, 6 a page. */
export const OWNER_FOODS_PAGE_SIZE = 6;
/** restaurant/recent-products/ answers this many foods. */
export const RECENT_PRODUCTS = 5;
/** Highest accepted food price, in taka. */
export const MAX_FOOD_PRICE = 1_000_000;

/** Where the owner may move a line from each status (any other move is a 400). */
export const OWNER_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Completed', 'Canceled'],
  Paid: ['Completed', 'Canceled'],
  Completed: [],
  Canceled: [],
};

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export type Month = (typeof MONTHS)[number];

/**
 * restaurant/data/. Every count is of the restaurant's tickets (its part of an order) on its board, so an
 * online order awaiting its payment is in none: `total_orders` = `pending_orders` (New to Out for delivery)
 * + `completed_orders` (Delivered) + `cancel_orders` (Canceled). Money is Σ quantity × unit price of the
 * Delivered tickets' lines: `total_sales` over all time, `monthly_sales` for the current calendar year in
 * Asia/Dhaka time (a ticket counts in the month it was placed; every month is present, 0 when none).
 */
export const OwnerStats = z.object({
  /** All of the restaurant's foods, available or not. */
  total_products: z.number().int(),
  total_orders: z.number().int(),
  pending_orders: z.number().int(),
  completed_orders: z.number().int(),
  cancel_orders: z.number().int(),
  total_sales: z.number(),
  monthly_sales: z.object(
    Object.fromEntries(MONTHS.map((m) => [m, z.number()])) as Record<Month, z.ZodNumber>,
  ),
});
export type OwnerStats = z.infer<typeof OwnerStats>;

export const RecentProduct = z.object({
  id: z.number().int(),
  image: ImageUrl,
  name: z.string(),
  price: z.number(),
});
export type RecentProduct = z.infer<typeof RecentProduct>;

/** One of the restaurant's order lines, with who ordered it and where it goes. */
export const OwnerOrderLine = OrderLineBase.extend({
  username: z.string(),
  email: z.string(),
  /** The customer's phone; null when unset. */
  phone_number: z.string().nullable(),
  /** The order's delivery address. */
  address: z.string(),
  created_at: z.iso.datetime(),
});
export type OwnerOrderLine = z.infer<typeof OwnerOrderLine>;

export const OwnerIdParams = z.object({ id: rowId('Expected a numeric id.') });

export const OwnerOrderStatusBody = z.object(
  { status: OrderStatus.describe('Pending → Completed | Canceled; Paid → Completed | Canceled') },
  { error: 'Send the status as a JSON object.' },
);
export type OwnerOrderStatusBody = z.infer<typeof OwnerOrderStatusBody>;

/** Owner text fields are stored as they come, so NUL (which PostgreSQL text cannot hold) is dropped. */
const ownerText = (label: string, max: number) => text(label, max, { dropNul: true });
const requiredOwnerText = (label: string, max: number) => requiredText(label, max, { dropNul: true });

/** An image URL answered by POST /api/uploads/; null or "" keeps the current one on an update. */
const keptImage = z
  .string({ error: 'Send the URL of an uploaded image.' })
  .trim()
  .max(500, 'The image URL is too long.')
  .nullish();

export const RestaurantUpdateBody = form({
  name: requiredOwnerText('Name', 200),
  address: requiredOwnerText('Address', 500),
  phone_number: BdMobile,
  cover_image: keptImage,
});
export type RestaurantUpdateBody = z.infer<typeof RestaurantUpdateBody>;

const PRICE_MESSAGE = 'Enter a price in taka, like 250 or 99.50.';
/** Taka, ≥ 0 with at most two decimals; "250" and "99.5" are read as numbers. */
const Price = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, PRICE_MESSAGE)
        .transform(Number),
    ],
    {
      error: (issue) => (issue.input == null ? 'Price is required.' : PRICE_MESSAGE),
    },
  )
  .pipe(
    z
      .number()
      .min(0, 'Price cannot be negative.')
      .max(MAX_FOOD_PRICE, `Price must be at most ${MAX_FOOD_PRICE}.`)
      .refine((v) => Number(v.toFixed(2)) === v, 'Price can have at most 2 decimals.'),
  );

/** A row id: a whole number, or the same as a numeric string. */
const RefId = (missing: string) =>
  lenientWholeNumber({ error: missing }).pipe(
    z.number().int(missing).min(1, missing).max(MAX_ROW_ID, missing),
  );

const Available = lenientBoolean('is_available must be true or false.').optional().default(true);

const foodFields = {
  name: requiredOwnerText('Name', 200),
  /**
   * Optional. The server makes the slug from the name (a clash gets -2, -3…); a slug sent here must be that
   * name's slug, with or without such a suffix (compared after lowercasing and dashing), else 400 on slug.
   */
  slug: z.string({ error: 'Slug must be text.' }).trim().max(220, 'Slug is too long.').nullish(),
  description: ownerText('Description', 2000)
    .nullish()
    .transform((v) => v ?? ''),
  price: Price,
  category: RefId('Choose a category.'),
  /** The food's single tag id ("sub category"). */
  tags: RefId('Choose a sub category (tag).'),
  is_available: Available,
};

/** POST restaurant/item/add: the image is required. */
export const FoodCreateBody = form({
  ...foodFields,
  image: z
    .string({ error: 'Upload an image of the food.' })
    .trim()
    .min(1, 'Upload an image of the food.')
    .max(500, 'The image URL is too long.'),
});
export type FoodCreateBody = z.infer<typeof FoodCreateBody>;

/** PUT restaurant/item/update/{id}/: image null or "" keeps the current one. */
export const FoodUpdateBody = form({ ...foodFields, image: keptImage });
export type FoodUpdateBody = z.infer<typeof FoodUpdateBody>;
