import { z } from 'zod';

export const roles = ['customer', 'restaurant_owner', 'admin'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

export const orderStatuses = ['Pending', 'Paid', 'Completed', 'Canceled'] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const paymentMethods = ['cash_on_delivery', 'online_payment'] as const;
export const PaymentMethod = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** How an image field is marked in answer schemas: the API makes every such URL absolute. */
export const IMAGE_URL_MARK = 'x-image-url';
/**
 * An image in an answer: an absolute URL under the site's PUBLIC_URL (`https://…/media/…`), so clients on
 * any origin can use it as it is; `""` when unset.
 */
export const ImageUrl = z.string().meta({ [IMAGE_URL_MARK]: true });

/** What every order line answers starts with: the line, its order, what was bought, its status. */
export const OrderLineBase = z.object({
  id: z.number().int(),
  /** The order id. */
  order: z.number().int(),
  item_name: z.string(),
  /** Unit price paid, taka. */
  item_price: z.number(),
  quantity: z.number().int(),
  /** quantity × item_price. */
  subtotal: z.number(),
  status: OrderStatus,
});

/** `{"detail": "..."}`: 401, 403 and 404 answers. */
export const DetailError = z.object({ detail: z.string() });
/** `{"error": "..."}`: business errors. */
export const BusinessError = z.object({ error: z.string() });
/** `{"field": ["message"]}`: validation errors. */
export const FieldErrors = z.record(z.string(), z.array(z.string()));

/** The paged envelope of every paged list. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export const PageQuery = z.object({ page: z.coerce.number().int().min(1).catch(1).default(1) });

export const Health = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['postgresql', 'pglite']),
});
export type Health = z.infer<typeof Health>;
/** The health answer (503) while the database does not answer. */
export const HealthDown = z.object({
  status: z.literal('unavailable'),
  version: z.string(),
  database: z.literal('down'),
});
export type HealthDown = z.infer<typeof HealthDown>;
/** `health/live/`: the process is up and answering. */
export const HealthLive = z.object({ status: z.literal('ok') });
export type HealthLive = z.infer<typeof HealthLive>;
/**
 * `health/ready/`: whether this instance should be sent traffic (200 when `ready`, else 503): the database
 * answers, Redis too when configured (`off`: not configured), and it is not draining after SIGTERM.
 */
export const HealthReady = z.object({
  ready: z.boolean(),
  draining: z.boolean(),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'off']),
});
export type HealthReady = z.infer<typeof HealthReady>;

/** The 429 answers of the limits on costly use; the numbers are the server's settings. */
export const LIMIT_MESSAGES = {
  tooManyUploads: (perHour: number, retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `You can send ${perHour} images an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  tooManyStreams: 'Too many live-update connections are open for this account. Close one and try again.',
  streamsFull: 'Live updates are busy right now. Please try again shortly.',
} as const;
