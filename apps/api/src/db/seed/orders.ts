import type { OrderStatus, PaymentMethod } from '@bhoj/contract';
import type { Db } from '../client.ts';
import { orderLines, orders, payments } from '../schema/index.ts';
import type { Random } from './random.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface SeedFood {
  id: number;
  name: string;
  price: number;
  image: string;
  restaurantId: number;
}
interface SeedRestaurant {
  id: number;
  name: string;
  deliveryFee: number;
}

const ADDRESSES = [
  'House 9, Road 4, Dhanmondi, Dhaka',
  'Flat 5B, Lake Drive, Gulshan 2, Dhaka',
  'Sector 10, Road 3, Uttara, Dhaka',
  'Mirpur 2, Block C, Dhaka',
  'Agrabad C/A, Chattogram',
  'Ambarkhana, Sylhet',
];

/** A time on day `daysAgo` between 10:00 and 21:59 in Asia/Dhaka (UTC+6), the delivery hours. */
function orderTime(random: Random, now: Date, daysAgo: number) {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  const dhakaMidnightUtc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - 6 * HOUR_MS;
  const at = new Date(dhakaMidnightUtc + random.int(10 * 60, 21 * 60 + 59) * 60 * 1000);
  return at > now ? new Date(now.getTime() - random.int(5, 120) * 60 * 1000) : at;
}

/** Old orders are settled; recent ones may still be waiting. */
function statusFor(random: Random, method: PaymentMethod, daysAgo: number): OrderStatus {
  if (daysAgo <= 2 && random.next() < 0.6) return method === 'online_payment' ? 'Paid' : 'Pending';
  if (random.next() < 0.15) return 'Canceled';
  return 'Completed';
}

/**
 * Past orders over the last year, denser lately, so both dashboards' charts show data. The first orders
 * all include a food of the demo owner's restaurant, in every status.
 */
export async function insertDemoOrders(
  db: Db,
  random: Random,
  input: {
    foods: SeedFood[];
    restaurants: SeedRestaurant[];
    customerIds: number[];
    demoRestaurantId: number;
    now: Date;
  },
  count: number,
) {
  const { foods, restaurants, customerIds, demoRestaurantId, now } = input;
  const feeOf = new Map(restaurants.map((r) => [r.id, r]));
  const demoFoods = foods.filter((f) => f.restaurantId === demoRestaurantId);
  const forcedStatuses: OrderStatus[] = ['Pending', 'Paid', 'Completed', 'Canceled', 'Pending', 'Completed'];

  for (let n = 0; n < count; n++) {
    const daysAgo = n < 20 ? random.int(0, 6) : n < 35 ? random.int(0, 27) : random.int(7, 360);
    const forced = forcedStatuses[n];
    const method: PaymentMethod =
      forced === 'Paid' || (!forced && random.next() < 0.3) ? 'online_payment' : 'cash_on_delivery';
    const status = forced ?? statusFor(random, method, daysAgo);
    const picked = random.sample(foods, random.int(1, 3));
    if (n < forcedStatuses.length && !picked.some((f) => f.restaurantId === demoRestaurantId))
      picked[0] = random.pick(demoFoods);
    const lines = [...new Map(picked.map((f) => [f.id, f])).values()].map((food) => ({
      food,
      quantity: random.int(1, 3),
    }));

    const subtotal = lines.reduce((sum, l) => sum + Math.round(l.food.price * 100) * l.quantity, 0) / 100;
    const restaurantIds = [...new Set(lines.map((l) => l.food.restaurantId))];
    const deliveryFee = restaurantIds.reduce((sum, id) => sum + (feeOf.get(id)?.deliveryFee ?? 0), 0);
    const createdAt = orderTime(random, now, daysAgo);
    const paid = method === 'online_payment' && status !== 'Pending';

    const [order] = await db
      .insert(orders)
      .values({
        userId: random.pick(customerIds),
        paymentMethod: method,
        address: random.pick(ADDRESSES),
        subtotal,
        deliveryFee,
        total: Math.round((subtotal + deliveryFee) * 100) / 100,
        paidAt: paid ? createdAt : null,
        createdAt,
      })
      .returning({ id: orders.id, total: orders.total });
    await db.insert(orderLines).values(
      lines.map(({ food, quantity }) => ({
        orderId: order!.id,
        foodId: food.id,
        restaurantId: food.restaurantId,
        restaurantName: feeOf.get(food.restaurantId)!.name,
        itemName: food.name,
        itemImage: food.image,
        itemPrice: food.price,
        quantity,
        status,
        createdAt,
        updatedAt: createdAt,
      })),
    );
    if (paid) {
      await db.insert(payments).values({
        orderId: order!.id,
        provider: 'sandbox',
        transactionId: `DEMO-${String(order!.id).padStart(6, '0')}`,
        amount: order!.total,
        state: 'paid',
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
}
