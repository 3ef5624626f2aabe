import type { Deps } from '../../deps.ts';
import { customerOrderLines } from './order-query.ts';

/** What customers read about their orders. */
export function ordersService({ db }: Pick<Deps, 'db'>) {
  return {
    customerLines: (userId: number) => customerOrderLines(db, userId),
  };
}
