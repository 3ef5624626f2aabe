import type { Db } from '../../db/client.ts';
import { customerOrderLines } from './order-query.ts';

/** What customers read about their orders. */
export function ordersService(db: Db) {
  return {
    customerLines: (userId: number) => customerOrderLines(db, userId),
  };
}
