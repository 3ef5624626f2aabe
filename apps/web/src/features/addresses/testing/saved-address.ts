import type { SavedAddress } from '@bhoj/contract';

/** A saved address in Dhanmondi; `fields` change it. */
export const savedAddress = (id: number, fields: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  label: '',
  address: `House ${id}, Road 2`,
  area: 'Dhanmondi',
  city: 'Dhaka',
  notes: '',
  is_default: false,
  last_used_at: null,
  text: `House ${id}, Road 2, Dhanmondi, Dhaka`,
  ...fields,
});
