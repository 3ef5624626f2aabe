import { z } from 'zod';
import { form, lenientBoolean, rowId, text, requiredText } from './fields.ts';
import { ADDRESS_MAX_LENGTH } from './ordering.ts';

/** How many addresses one customer may keep. */
export const MAX_SAVED_ADDRESSES = 10;
export const ADDRESS_LINES_MAX_LENGTH = 300;
export const ADDRESS_LABEL_MAX_LENGTH = 50;
export const ADDRESS_AREA_MAX_LENGTH = 100;
export const ADDRESS_NOTES_MAX_LENGTH = 200;

export const ADDRESS_MESSAGES = {
  limit: `You can save at most ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`,
  duplicate: 'This address is already saved.',
} as const;

/** A saved address's fields as a customer writes them; label, area, city and notes may be blank. */
export const AddressBody = form({
  label: text('Label', ADDRESS_LABEL_MAX_LENGTH, { dropNul: true }).default(''),
  address: requiredText('Address', ADDRESS_LINES_MAX_LENGTH, { dropNul: true }),
  area: text('Area', ADDRESS_AREA_MAX_LENGTH, { dropNul: true }).default(''),
  city: text('City', ADDRESS_AREA_MAX_LENGTH, { dropNul: true }).default(''),
  notes: text('Notes', ADDRESS_NOTES_MAX_LENGTH, { dropNul: true }).default(''),
  is_default: lenientBoolean('is_default must be true or false.').optional(),
});
export type AddressBody = z.input<typeof AddressBody>;
export type AddressFields = z.output<typeof AddressBody>;

export const AddressParams = z.object({ id: rowId('Invalid id.') });

export const SavedAddress = z.object({
  id: z.number().int(),
  label: z.string(),
  address: z.string(),
  area: z.string(),
  city: z.string(),
  notes: z.string(),
  /** The one checkout starts with: the last used, unless the customer chose another. */
  is_default: z.boolean(),
  /** When an order last went to it; null when never. */
  last_used_at: z.iso.datetime().nullable(),
  /** What an order to this address carries as its `address` (see `addressText`). */
  text: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

/**
 * The order's one-line address for a saved address: lines, area, city, then the notes for the rider.
 * The server recognises a saved address in an order by this text.
 */
export function addressText(parts: { address: string; area: string; city: string; notes: string }): string {
  const place = [parts.address, parts.area, parts.city].map((part) => part.trim()).filter(Boolean);
  const notes = parts.notes.trim();
  return (place.join(', ') + (notes ? ` (${notes})` : '')).slice(0, ADDRESS_MAX_LENGTH);
}

/** One restaurant's delivery fee for the caller's cart (charged once per restaurant). */
export const RestaurantDeliveryFee = z.object({
  restaurant: z.string(),
  restaurant_slug: z.string(),
  delivery_fee: z.number(),
});
export type RestaurantDeliveryFee = z.infer<typeof RestaurantDeliveryFee>;
