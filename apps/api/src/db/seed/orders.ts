import {
  DAY,
  MINUTE,
  addDays,
  atDhakaTime,
  daysInMonth,
  dhakaDay,
  monthsBefore,
  type DhakaDay,
} from './dhaka-time.ts';
import type { Random } from './random.ts';
import type {
  CustomerPlan,
  FoodPlan,
  OrderLinePlan,
  OrderPlan,
  OrderStatus,
  PaymentState,
  RestaurantPlan,
} from './types.ts';

/** Orders come in between 10:00 and 22:00 Dhaka time, busiest at lunch and dinner. */
const HOUR_WEIGHTS: readonly (readonly [number, number])[] = [
  [10, 1],
  [11, 2],
  [12, 4],
  [13, 4],
  [14, 2],
  [15, 1],
  [16, 1],
  [17, 1],
  [18, 2],
  [19, 4],
  [20, 4],
  [21, 2],
];

/** Fresh orders are still moving; older ones are mostly delivered. */
const STATUS_WEIGHTS: Record<'today' | 'week' | 'older', readonly (readonly [OrderStatus, number])[]> = {
  today: [
    ['Pending', 35],
    ['Paid', 25],
    ['Completed', 30],
    ['Canceled', 10],
  ],
  week: [
    ['Completed', 75],
    ['Canceled', 12],
    ['Paid', 8],
    ['Pending', 5],
  ],
  older: [
    ['Completed', 82],
    ['Canceled', 13],
    ['Paid', 3],
    ['Pending', 2],
  ],
};

const PAYMENT_STATE: Record<OrderStatus, PaymentState> = {
  Pending: 'initiated',
  Paid: 'paid',
  Completed: 'paid',
  Canceled: 'cancelled',
};

interface Slot {
  time: Date;
  status?: OrderStatus;
  /** The order includes the demo owner's restaurant. */
  demoRestaurant?: boolean;
  demoCustomer?: boolean;
}

/** Recent orders that make sure the demo owner sees every status and the demo customer has history. */
const RECENT_FORCED: Readonly<Record<number, Omit<Slot, 'time'>>> = {
  0: { status: 'Pending', demoRestaurant: true, demoCustomer: true },
  1: { status: 'Paid', demoRestaurant: true },
  2: { status: 'Completed', demoRestaurant: true, demoCustomer: true },
  4: { status: 'Canceled', demoRestaurant: true },
};

/** A time on `day` in opening hours, never in the future (a slot later today moves earlier, or to yesterday). */
function timeOn(rng: Random, day: DhakaDay, now: Date): Date {
  const time = atDhakaTime(day, rng.weighted(HOUR_WEIGHTS), rng.int(0, 59), rng.int(0, 59));
  if (time.getTime() <= now.getTime() - 10 * MINUTE) return time;
  const earlier = new Date(now.getTime() - rng.int(10, 150) * MINUTE);
  if (earlier.getTime() > atDhakaTime(day, 10, 0).getTime()) return earlier;
  return timeOn(rng, addDays(day, -1), now);
}

/** Two orders a day for the last week, and a few every month for a year (more in recent months). */
function orderSlots(rng: Random, now: Date): Slot[] {
  const today = dhakaDay(now);
  const slots: Slot[] = [];
  for (let d = 0; d < 7; d++)
    for (let k = 0; k < 2; k++)
      slots.push({ time: timeOn(rng, addDays(today, -d), now), ...RECENT_FORCED[slots.length] });
  for (let m = 0; m < 12; m++) {
    const first = monthsBefore(today, m);
    const lastDay = m === 0 ? today.day : daysInMonth(first.year, first.month);
    const count = 4 + Math.floor((11 - m) / 2);
    for (let k = 0; k < count; k++)
      slots.push({ time: timeOn(rng, { ...first, day: rng.int(1, lastDay) }, now), demoRestaurant: k === 0 });
  }
  return slots.sort((a, b) => a.time.getTime() - b.time.getTime());
}

const poisha = (taka: number) => Math.round(taka * 100);

export function planOrders(
  rng: Random,
  now: Date,
  foods: readonly FoodPlan[],
  restaurants: readonly RestaurantPlan[],
  customers: readonly CustomerPlan[],
): OrderPlan[] {
  const buyers = customers.filter((c) => c.canCheckout);
  const demoCustomer = buyers.find((c) => c.isDemo);
  const demoRestaurant = restaurants.find((r) => r.isDemo);
  if (!demoCustomer || !demoRestaurant) throw new Error('demo seed: demo customer or restaurant missing');
  const menu = new Map<string, FoodPlan[]>();
  for (const food of foods)
    if (food.isAvailable) menu.set(food.restaurantSlug, [...(menu.get(food.restaurantSlug) ?? []), food]);
  const onMenuAt = (restaurant: RestaurantPlan, time: number) =>
    (menu.get(restaurant.slug) ?? []).filter((food) => food.createdAt.getTime() < time - 60 * MINUTE);

  const orders: OrderPlan[] = [];
  for (const slot of orderSlots(rng, now)) {
    const time = slot.time.getTime();
    const customer = slot.demoCustomer
      ? demoCustomer
      : slot.demoRestaurant
        ? rng.pick(buyers.filter((c) => c.city === demoRestaurant.city))
        : rng.weighted(buyers.map((c) => [c, c.isDemo ? 3 : 1] as const));
    const open = restaurants.filter(
      (r) => r.isApproved && r.city === customer.city && onMenuAt(r, time).length > 0,
    );
    if (open.length === 0) continue;
    const first =
      slot.demoRestaurant && open.includes(demoRestaurant)
        ? demoRestaurant
        : rng.weighted(open.map((r) => [r, r.isDemo ? 3 : 1] as const));
    const chosen = [first];
    if (open.length > 1 && rng.chance(0.15)) chosen.push(rng.pick(open.filter((r) => r !== first)));

    const lineCount = Math.max(
      chosen.length,
      rng.weighted([
        [1, 45],
        [2, 35],
        [3, 20],
      ]),
    );
    const lines: OrderLinePlan[] = [];
    for (let i = 0; i < lineCount; i++) {
      const restaurant = chosen[i % chosen.length] ?? first;
      const options = onMenuAt(restaurant, time).filter(
        (f) => !lines.some((line) => line.foodSlug === f.slug),
      );
      if (options.length === 0) continue;
      const food = rng.pick(options);
      lines.push({
        foodSlug: food.slug,
        restaurantSlug: restaurant.slug,
        restaurantName: restaurant.name,
        itemName: food.name,
        itemImageKey: food.imageKey,
        itemPrice: food.price,
        quantity: rng.weighted([
          [1, 70],
          [2, 22],
          [3, 8],
        ]),
      });
    }

    const ageDays = (now.getTime() - time) / DAY;
    const status =
      slot.status ?? rng.weighted(STATUS_WEIGHTS[ageDays < 2 ? 'today' : ageDays < 7 ? 'week' : 'older']);
    const online = status === 'Paid' || rng.chance(0.3);
    // The delivery fee is charged once per restaurant in the order.
    const inOrder = new Set(lines.map((line) => line.restaurantSlug));
    const fee = restaurants
      .filter((r) => inOrder.has(r.slug))
      .reduce((sum, r) => sum + poisha(r.deliveryFee), 0);
    const subtotal = lines.reduce((sum, line) => sum + poisha(line.itemPrice) * line.quantity, 0);
    const createdAt = slot.time;
    const later = (minutes: number) => new Date(Math.min(time + minutes * MINUTE, now.getTime()));
    const updatedAt = status === 'Pending' ? createdAt : later(rng.int(15, 70));
    const paidAt =
      online && (status === 'Paid' || status === 'Completed')
        ? later(rng.int(1, 4))
        : status === 'Completed'
          ? updatedAt
          : null;
    const state = PAYMENT_STATE[status];
    orders.push({
      userEmail: customer.email,
      paymentMethod: online ? 'online_payment' : 'cash_on_delivery',
      address: customer.address,
      status,
      subtotal: subtotal / 100,
      deliveryFee: fee / 100,
      total: (subtotal + fee) / 100,
      paidAt,
      createdAt,
      updatedAt,
      lines,
      payment: online
        ? {
            transactionId: `SBX${String(orders.length + 1).padStart(5, '0')}${rng.hex(8).toUpperCase()}`,
            state,
            amount: (subtotal + fee) / 100,
            gatewayRef: state === 'paid' ? `sandbox-val-${rng.hex(12)}` : null,
            createdAt,
            updatedAt: paidAt ?? updatedAt,
          }
        : null,
    });
  }
  return orders;
}
