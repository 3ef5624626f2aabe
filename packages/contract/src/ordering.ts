import { z } from 'zod';
import { ImageUrl, OrderStatus, PaymentMethod, paymentMethods } from './common.ts';
import { MAX_LINE_QUANTITY } from './cart-limits.ts';
import { form, lenientWholeNumber, requiredText, rowId } from './fields.ts';

export * from './cart-limits.ts';
export const ADDRESS_MAX_LENGTH = 500;
/** Longest accepted `Idempotency-Key` header. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

export const ORDERING_MESSAGES = {
  foodUnavailable: 'This food is not available right now.',
  cartUnavailable: 'Some items in your cart are no longer available. Remove them to continue.',
  profileIncomplete: 'first name, last name and phone number is required',
  cartEmpty: 'Your cart is empty',
  lineRemoved: 'Item removed from your cart',
  lineLimit: `You can have at most ${MAX_LINE_QUANTITY} of one food in your cart.`,
  onlineNeedsPayment: 'To pay online, use Make Payment.',
  keyReused: 'This Idempotency-Key was already used for another kind of order.',
  gatewayDown:
    'The payment gateway did not answer. Nothing was charged and your cart is unchanged. Try again.',
} as const;

/** "We take orders from 10:00 to 22:00 (Bangladesh time). Ordering opens again at 10:00." */
export const closedMessage = (open: string, close: string) =>
  `We take orders from ${open} to ${close} (Bangladesh time). Ordering opens again at ${open}.`;

const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`;
/** A whole number 1–1000; a numeric string ("3") is read as a number. */
export const Quantity = lenientWholeNumber({
  error: (issue) => (issue.input == null ? 'Quantity is required.' : QUANTITY_MESSAGE),
})
  .pipe(z.number().int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE))
  .describe('A whole number from 1 to 1000 ("3" is read as 3).');

/** No body at all, `{}` or `{"quantity": n}`: quantity defaults to 1. */
export const AddToCartBody = z
  .object({ quantity: Quantity.optional() }, { error: 'Send the quantity as a JSON object.' })
  .nullish()
  .transform((body) => ({ quantity: body?.quantity ?? 1 }));
export type AddToCartBody = z.infer<typeof AddToCartBody>;

export const UpdateCartBody = form({ quantity: Quantity });
export type UpdateCartBody = z.infer<typeof UpdateCartBody>;

/** A cart line id in the path. */
export const CartLineParams = z.object({ id: rowId('Invalid id.') });

export const CartItem = z.object({
  id: z.number().int(),
  /** Food id. */
  food_item: z.number().int(),
  food_item_name: z.string(),
  /** The food's current price, taka. */
  food_item_price: z.number(),
  food_image: ImageUrl,
  quantity: z.number().int(),
  /** food_item_price × quantity. */
  total_price: z.number(),
  /** false once the food is unavailable or its restaurant unapproved: checkout is refused until removed. */
  is_available: z.boolean(),
  restaurant_name: z.string(),
  restaurant_slug: z.string(),
});
export type CartItem = z.infer<typeof CartItem>;

/** Totals are from current prices and count every line; `unavailable` says some line blocks checkout. */
export const Cart = z.object({
  id: z.number().int(),
  /** The customer's user id (the payment call's path parameter). */
  user: z.number().int(),
  items: z.array(CartItem),
  /** Sum of the lines' total_price. */
  total_price: z.number(),
  total_quantity: z.number().int(),
  /** Each distinct restaurant's delivery fee, once. */
  delivery_fee: z.number(),
  /** total_price + delivery_fee: what checkout will charge at current prices. */
  total: z.number(),
  unavailable: z.boolean(),
});
export type Cart = z.infer<typeof Cart>;

const DateTime = z.iso.datetime();

export const CheckoutBody = form({
  address: requiredText('Address', ADDRESS_MAX_LENGTH, { dropNul: true }),
  payment_method: z.enum(paymentMethods, {
    error: 'Choose a payment method: cash_on_delivery or online_payment.',
  }),
});
export type CheckoutBody = z.infer<typeof CheckoutBody>;

/** A line of a customer's order, with a snapshot of what was bought. */
export const CustomerOrderLine = z.object({
  id: z.number().int(),
  /** Order id. */
  order: z.number().int(),
  item_name: z.string(),
  item_image: ImageUrl,
  /** Unit price paid, taka. */
  item_price: z.number(),
  quantity: z.number().int(),
  /** item_price × quantity. */
  subtotal: z.number(),
  status: OrderStatus,
  /** Restaurant name at the time of the order. */
  restaurant: z.string(),
  /** null once the restaurant no longer exists. */
  restaurant_slug: z.string().nullable(),
  created_at: DateTime,
  payment_method: PaymentMethod,
});
export type CustomerOrderLine = z.infer<typeof CustomerOrderLine>;

export const Order = z.object({
  id: z.number().int(),
  /** The least advanced status of its lines: Pending, then Paid, then Completed, then Canceled. */
  status: OrderStatus,
  payment_method: PaymentMethod,
  address: z.string(),
  subtotal: z.number(),
  /** Each restaurant's delivery fee, once. */
  delivery_fee: z.number(),
  total: z.number(),
  created_at: DateTime,
  items: z.array(CustomerOrderLine),
});
export type Order = z.infer<typeof Order>;

/** When orders are accepted (Asia/Dhaka wall-clock times; "00:00"–"24:00" when always). */
export const DeliveryHours = z.object({
  open: z.string(),
  close: z.string(),
  is_open: z.boolean(),
  /** When closed: the next opening, ISO 8601 UTC; null while open. */
  opens_at: DateTime.nullable(),
});
export type DeliveryHours = z.infer<typeof DeliveryHours>;

/** The body's total is ignored: the server charges its own total. */
export const PaymentBody = form({
  total_amount: z.unknown().optional().describe('Ignored: the amount charged is the server total.'),
  address: CheckoutBody.shape.address,
  payment_method: z
    .literal('online_payment', { error: 'payment_method must be online_payment here.' })
    .optional(),
});
export type PaymentBody = z.infer<typeof PaymentBody>;

export const PaymentAnswer = z.object({
  /** Where the browser goes next: the provider's payment page. */
  redirect_url: z.string(),
});
export type PaymentAnswer = z.infer<typeof PaymentAnswer>;

/**
 * Where the browser lands after a payment: `/order-history/?payment=success`, `/order-history/?payment=refund`
 * (the money arrived for an order that no longer takes it: it is refunded) or `/checkout/?payment=…`.
 */
export const paymentOutcomes = ['success', 'refund', 'failed', 'cancelled'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];
