import { MAX_GUEST_CART_LINES, MAX_LINE_QUANTITY } from '@bhoj/contract/cart-limits';

// The read side of the guest cart, on every page's first load (the header's badge counts it); the
// changes are in guest-cart-changes.ts, loaded with the cart's panel and page.

/** What the guest cart keeps of a food to show it: its price is the one seen when it was added. */
export type GuestFood = {
  id: number;
  slug: string;
  name: string;
  price: number;
  image: string;
  restaurant_name: string;
  restaurant_slug: string;
};

export type GuestLine = GuestFood & { quantity: number };

export type GuestCart = {
  lines: readonly GuestLine[];
  /**
   * The Idempotency-Key of this cart's merge, made at the first attempt and kept until the cart changes,
   * so a merge retried after a lost answer is recognised by the server and adds nothing twice.
   */
  mergeKey: string | null;
};

export const EMPTY_GUEST_CART: GuestCart = { lines: [], mergeKey: null };

/** Why an add was refused: the food's line would pass its limit, or the cart holds its most foods. */
export type GuestRefusal = 'line_limit' | 'too_many';

const roundMoney = (amount: number) => Math.round(amount * 100) / 100;

/** How many items, for the badge. */
export const guestCount = (cart: GuestCart): number =>
  cart.lines.reduce((sum, line) => sum + line.quantity, 0);

/** The subtotal at the prices seen when adding: an estimate, the server's prices decide at sign-in. */
export const guestEstimate = (cart: GuestCart): number =>
  roundMoney(cart.lines.reduce((sum, line) => sum + line.price * line.quantity, 0));

const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

function readLine(value: unknown): GuestLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  const texts = [line.slug, line.name, line.image, line.restaurant_name, line.restaurant_slug];
  if (!isWhole(line.id, Number.MAX_SAFE_INTEGER) || !isWhole(line.quantity, MAX_LINE_QUANTITY)) return null;
  if (typeof line.price !== 'number' || !(line.price >= 0) || !texts.every(isText)) return null;
  const { id, slug, name, price, image, restaurant_name, restaurant_slug, quantity } = line as GuestLine;
  return { id, slug, name, price, image, restaurant_name, restaurant_slug, quantity };
}

/**
 * The stored cart, read defensively: storage is the browser's and may hold anything (an older shape, a
 * hand edit). Lines that do not read are dropped, a food seen twice is kept once, the limits hold.
 */
export function parseGuestCart(raw: string | null): GuestCart {
  if (!raw) return EMPTY_GUEST_CART;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_GUEST_CART;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_GUEST_CART;
  const record = value as Record<string, unknown>;
  const lines: GuestLine[] = [];
  for (const line of Array.isArray(record.lines) ? record.lines : []) {
    const read = readLine(line);
    if (read && !lines.some((each) => each.id === read.id)) lines.push(read);
  }
  const mergeKey = isText(record.mergeKey) && record.mergeKey ? record.mergeKey : null;
  return { lines: lines.slice(0, MAX_GUEST_CART_LINES), mergeKey };
}
