import { z } from 'zod';
import { BdMobile } from './accounts.ts';
import { OrderLineBase, orderStatuses, paged, PageQuery, PaymentMethod, Role } from './common.ts';
import { form, lenientBoolean, lenientWholeNumber, MAX_ROW_ID, requiredText, rowId } from './fields.ts';

/** Page sizes of the admin lists. */
export const ADMIN_PAGE_SIZES = { users: 6, orders: 10, refunds: 10, auditLog: 10 } as const;
/** user-list/ answers at most this many users (newest first); `?search=` narrows it. */
export const OWNER_CANDIDATES_LIMIT = 100;
/** The keys of daily_revenue, in this order: the week runs Friday to Thursday. */
export const REVENUE_WEEKDAYS = ['Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu'] as const;
/** The statuses an admin may set on an order line, from any status. */
export const adminSettableStatuses = ['Pending', 'Completed', 'Canceled'] as const;

export const ADMIN_MESSAGES = {
  ownRole: 'You cannot change your own role.',
  lastAdmin: 'The last admin cannot be demoted.',
  ownsRestaurant: 'This user owns a restaurant; delete it or assign it first.',
  ownerHasRestaurant: 'This user already owns a restaurant.',
  ownerUnknown: 'No user with this id.',
  ownerIsAdmin: 'An admin cannot own a restaurant.',
  categoryTaken: 'A category with this name already exists.',
  tagTaken: 'A tag with this name already exists.',
  nameWithoutLetters: 'The name needs at least one letter or digit.',
} as const;

const DateTime = z.iso.datetime();
/** Optional: the server derives the slug from the name; one sent must come out of the same name. */
const ClientSlug = z
  .string({ error: 'Slug must be text.' })
  .trim()
  .max(220, 'Slug must be at most 220 characters.')
  .nullish()
  .describe('Optional; must be the slug of the name (the server makes it either way).');

/** A URL answered by POST /api/uploads/; null, "" or absent keeps the current image. */
const ImageUrl = z
  .string({ error: 'The image must be the URL of an uploaded image.' })
  .trim()
  .max(500, 'The image URL is too long.')
  .nullish();

const BAD_ID = 'Not a valid id.';
const CHOOSE_OWNER = 'Choose an owner.';

export const AdminIdParams = z.object({ id: rowId(BAD_ID) });

// ---- Summary ----

export const AdminStats = z.object({
  total_orders: z.number().int(),
  /** Σ quantity × unit price of Completed lines, in taka. */
  total_revenue: z.number(),
  /** Approved restaurants. */
  active_restaurants: z.number().int(),
  /** Customers with an order in the last 30 days. */
  active_customers: z.number().int(),
  /** Completed revenue of today and the 6 days before (Asia/Dhaka), keyed by weekday, Fri … Thu. */
  daily_revenue: z.object({
    Fri: z.number(),
    Sat: z.number(),
    Sun: z.number(),
    Mon: z.number(),
    Tue: z.number(),
    Wed: z.number(),
    Thu: z.number(),
  }),
});
export type AdminStats = z.infer<typeof AdminStats>;

// ---- Users ----

export const AdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** null when unset. */
  phone_number: z.string().nullable(),
  role: Role,
});
export type AdminUser = z.infer<typeof AdminUser>;
export const PagedAdminUsers = paged(AdminUser);

/** `?search=`: a case-insensitive piece of the username, first or last name, full name or email. */
const UserSearch = z
  .string()
  .catch('')
  .transform((text) => text.replaceAll('\0', '').trim().slice(0, 100));
export const AdminUsersQuery = PageQuery.extend({ search: UserSearch.default('') });
export const OwnerCandidatesQuery = z.object({ search: UserSearch.default('') });

/** A user who may be given a restaurant: a customer, or an owner without one (the AdminUser shape). */
export const OwnerCandidate = AdminUser;
export type OwnerCandidate = z.infer<typeof OwnerCandidate>;

export const RoleUpdate = form({
  role: z.enum(['customer', 'restaurant_owner', 'admin'], {
    error: 'Choose Customer, Restaurant Owner or Admin.',
  }),
});
export type RoleUpdate = z.infer<typeof RoleUpdate>;

// ---- Restaurants ----

export const RestaurantCreate = form({
  name: requiredText('Name', 200),
  address: requiredText('Address', 500),
  phone_number: BdMobile,
  is_approved: lenientBoolean('Approved must be true or false.').optional().default(false),
  /** The owner's user id. */
  owner: lenientWholeNumber({ error: CHOOSE_OWNER }).pipe(
    z.number().int(CHOOSE_OWNER).positive(CHOOSE_OWNER).max(MAX_ROW_ID, CHOOSE_OWNER),
  ),
  slug: ClientSlug,
});
export type RestaurantCreate = z.infer<typeof RestaurantCreate>;

export const RestaurantApproval = form({
  is_approved: lenientBoolean('Approved must be true or false.'),
});
export type RestaurantApproval = z.infer<typeof RestaurantApproval>;

// ---- Categories and tags ----

export const CategoryBody = form({ name: requiredText('Name', 100), slug: ClientSlug, image: ImageUrl });
export type CategoryBody = z.infer<typeof CategoryBody>;

export const TagBody = form({ name: requiredText('Name', 100), slug: ClientSlug });
export type TagBody = z.infer<typeof TagBody>;

// ---- Orders ----

export const AdminOrderLine = OrderLineBase.extend({
  /** The restaurant's name when ordered. */
  restaurant: z.string(),
  /** The customer's username and email. */
  username: z.string(),
  email: z.string(),
  created_at: DateTime,
  payment_method: PaymentMethod,
});
export type AdminOrderLine = z.infer<typeof AdminOrderLine>;
export const PagedAdminOrderLines = paged(AdminOrderLine);

/** `?status=`: one of the four statuses; absent or "" lists every line. */
export const AdminOrdersQuery = PageQuery.extend({
  status: z
    .enum([...orderStatuses, ''], { error: 'Choose Pending, Paid, Completed or Canceled.' })
    .optional(),
});

export const AdminOrderStatusBody = form({
  status: z.enum(adminSettableStatuses, { error: 'Choose Pending, Completed or Canceled.' }),
});
export type AdminOrderStatusBody = z.infer<typeof AdminOrderStatusBody>;

// ---- Audit log ----

export const AuditEntry = z.object({
  id: z.number().int(),
  /** The admin's username; null once that user is gone. */
  actor: z.string().nullable(),
  /** The admin's first and last name, else their username; null once that user is gone. */
  actor_name: z.string().nullable(),
  /** create, update, delete, role_change, approval or status_change. */
  action: z.string(),
  /** user, restaurant, category, tag, order_line or refund. */
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  /**
   * What the row is about, by name: a user's name (else username), a restaurant's, category's or tag's
   * name, an order line's food, a refund's order number; the snapshot's name once it is deleted; null
   * when none is known.
   */
  entity_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: DateTime,
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const PagedAuditEntries = paged(AuditEntry);
