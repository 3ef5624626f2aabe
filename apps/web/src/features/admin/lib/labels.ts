import type { OrderStatus, Role } from '@bhoj/contract';

/** The catalog key of each role's name. */
export const ROLE_LABEL = {
  customer: 'roleCustomer',
  restaurant_owner: 'roleRestaurantOwner',
  admin: 'roleAdmin',
} as const satisfies Record<Role, string>;

/** The catalog key of each order line status's name. */
export const STATUS_LABEL = {
  Pending: 'statusPending',
  Paid: 'statusPaid',
  Completed: 'statusCompleted',
  Canceled: 'statusCanceled',
} as const satisfies Record<OrderStatus, string>;

/** The catalog key of the word for what an audit row is about ('the tag …'). */
export const KIND_LABEL: Record<
  string,
  'kindRestaurant' | 'kindCategory' | 'kindTag' | 'kindUser' | 'kindOrderLine' | 'kindRefund'
> = {
  restaurant: 'kindRestaurant',
  category: 'kindCategory',
  tag: 'kindTag',
  user: 'kindUser',
  order_line: 'kindOrderLine',
  refund: 'kindRefund',
};

/** The catalog key of each payment gateway's name (a refund goes back through the payment's own). */
export const PROVIDER_LABEL: Record<string, 'provider_sandbox' | 'provider_sslcommerz'> = {
  sandbox: 'provider_sandbox',
  sslcommerz: 'provider_sslcommerz',
};
