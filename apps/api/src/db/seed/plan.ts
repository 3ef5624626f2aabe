import { planPeople } from './accounts.ts';
import { planCatalog } from './catalog.ts';
import { planComments } from './comments.ts';
import { planOrders } from './orders.ts';
import { createRandom } from './random.ts';
import type { DemoPlan } from './types.ts';

/** Fixed seed: the same `now` gives exactly the same demo data. */
const SEED = 20_240_501;

/** Everything the demo seed writes, as plain data. Pure: no database, no files. */
export function planDemoData(now: Date): DemoPlan {
  const rng = createRandom(SEED);
  const people = planPeople(rng, now);
  const catalog = planCatalog(rng, now, people);
  return {
    users: people.users,
    categories: catalog.categories,
    tags: catalog.tags,
    restaurants: catalog.restaurants,
    foods: catalog.foods,
    comments: planComments(rng, now, catalog.foods, catalog.restaurants, people.customers),
    orders: planOrders(rng, now, catalog.foods, catalog.restaurants, people.customers),
    images: catalog.images,
  };
}
