import { OWNER_STATUS_MOVES, type OrderStatus } from '@bhoj/contract';

/** The moves an owner may make: an open line is completed or canceled; a closed one stays. */
export function nextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return OWNER_STATUS_MOVES[status] ?? [];
}
