import type { Tx } from '../client.ts';
import { foodName } from '../../lib/food-name.ts';
import {
  categories,
  comments,
  foods,
  orderLines,
  orders,
  payments,
  restaurants,
  tags,
  uploads,
  users,
} from '../schema/index.ts';
import type { StoredImage } from './images.ts';
import type { DemoPlan } from './types.ts';

/** Looks a natural key up, failing loudly: a miss is a bug in the plan. */
function lookup<V>(map: ReadonlyMap<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown ${what} "${key}"`);
  return value;
}

/** Writes the plan inside the caller's transaction, one multi-row insert per table. */
export async function writePlan(
  tx: Tx,
  plan: DemoPlan,
  images: ReadonlyMap<string, StoredImage>,
  passwordHashes: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const url = (key: string) => lookup(images, key, 'image').url;

  await tx
    .insert(uploads)
    .values([...images].map(([key, image]) => ({ key, contentType: 'image/webp', ...image, createdAt: now })))
    .onConflictDoNothing();

  const userRows = await tx
    .insert(users)
    .values(
      plan.users.map((u) => ({
        username: u.username,
        email: u.email,
        passwordHash: lookup(passwordHashes, u.password, 'password'),
        firstName: u.firstName,
        lastName: u.lastName,
        phoneNumber: u.phoneNumber,
        role: u.role,
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      })),
    )
    // An admin made from ADMIN_EMAIL just before may already hold the demo admin's email or username.
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  const userId = new Map(userRows.map((row) => [row.email, row.id]));

  const categoryRows = await tx
    .insert(categories)
    .values(
      plan.categories.map((c) => ({
        name: c.name,
        slug: c.slug,
        image: url(c.imageKey),
        createdAt: c.createdAt,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const tagRows = await tx
    .insert(tags)
    .values(plan.tags.map((t) => ({ name: t.name, slug: t.slug, createdAt: t.createdAt })))
    .returning({ id: tags.id, slug: tags.slug });
  const tagId = new Map(tagRows.map((row) => [row.slug, row.id]));

  const restaurantRows = await tx
    .insert(restaurants)
    .values(
      plan.restaurants.map((r) => ({
        ownerId: lookup(userId, r.ownerEmail, 'user'),
        name: r.name,
        slug: r.slug,
        address: r.address,
        phoneNumber: r.phoneNumber,
        coverImage: url(r.coverKey),
        isApproved: r.isApproved,
        deliveryFee: r.deliveryFee,
        createdAt: r.createdAt,
        updatedAt: r.createdAt,
      })),
    )
    .returning({ id: restaurants.id, slug: restaurants.slug });
  const restaurantId = new Map(restaurantRows.map((row) => [row.slug, row.id]));

  const foodRows = await tx
    .insert(foods)
    .values(
      plan.foods.map((f) => ({
        restaurantId: lookup(restaurantId, f.restaurantSlug, 'restaurant'),
        categoryId: lookup(categoryId, f.categorySlug, 'category'),
        tagId: lookup(tagId, f.tagSlug, 'tag'),
        ...foodName(f.name),
        slug: f.slug,
        description: f.description,
        price: f.price,
        image: url(f.imageKey),
        isAvailable: f.isAvailable,
        createdAt: f.createdAt,
        updatedAt: f.createdAt,
      })),
    )
    .returning({ id: foods.id, slug: foods.slug });
  const foodId = new Map(foodRows.map((row) => [row.slug, row.id]));

  if (plan.comments.length > 0)
    await tx.insert(comments).values(
      plan.comments.map((c) => ({
        foodId: lookup(foodId, c.foodSlug, 'food'),
        userId: lookup(userId, c.userEmail, 'user'),
        rating: c.rating,
        comment: c.comment,
        createdAt: c.createdAt,
        updatedAt: c.createdAt,
      })),
    );

  if (plan.orders.length === 0) return;
  const orderRows = await tx
    .insert(orders)
    .values(
      plan.orders.map((o) => ({
        userId: lookup(userId, o.userEmail, 'user'),
        paymentMethod: o.paymentMethod,
        address: o.address,
        subtotal: o.subtotal,
        deliveryFee: o.deliveryFee,
        total: o.total,
        paidAt: o.paidAt,
        createdAt: o.createdAt,
      })),
    )
    .returning({ id: orders.id, createdAt: orders.createdAt });
  // PostgreSQL answers RETURNING rows in VALUES order; check it rather than trust it silently.
  const orderIds = orderRows.map((row, i) => {
    if (row.createdAt.getTime() !== plan.orders[i]?.createdAt.getTime())
      throw new Error('demo seed: order rows came back out of order');
    return row.id;
  });

  await tx.insert(orderLines).values(
    plan.orders.flatMap((o, i) =>
      o.lines.map((line) => ({
        orderId: orderIds[i] as number,
        foodId: lookup(foodId, line.foodSlug, 'food'),
        restaurantId: lookup(restaurantId, line.restaurantSlug, 'restaurant'),
        restaurantName: line.restaurantName,
        itemName: line.itemName,
        itemImage: url(line.itemImageKey),
        itemPrice: line.itemPrice,
        quantity: line.quantity,
        status: o.status,
        createdAt: o.createdAt,
        updatedAt: o.updatedAt,
      })),
    ),
  );

  const paid = plan.orders.flatMap((o, i) =>
    o.payment ? [{ ...o.payment, orderId: orderIds[i] as number, provider: 'sandbox', currency: 'BDT' }] : [],
  );
  if (paid.length > 0) await tx.insert(payments).values(paid);
}
