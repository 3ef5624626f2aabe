import { searchNameOf } from '@bhoj/contract';
import * as words from './catalog-words.ts';

/** The signed-in customer of the benchmark: user id restaurants + 1, 30 orders and a cart of 3 lines. */
export const BENCH_CUSTOMER = { email: 'bench.customer@bhoj.local', password: 'bench-customer-2024' };

/** How many rows of each kind a catalog of `foods` foods gets. */
export function catalogSize(foods: number) {
  return {
    foods,
    restaurants: Math.min(1_000, Math.max(20, foods / 100)),
    customers: Math.min(50_000, Math.max(100, foods / 20)),
    orders: Math.max(100, foods / 10),
  };
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (items: readonly string[]) => `(array[${items.map(literal).join(', ')}]::text[])`;
/** `items[index]` in SQL, index an SQL expression counted from 0 and taken modulo the length. */
const pick = (items: readonly string[], index: string) =>
  `${textArray(items)}[1 + (${index}) % ${items.length}]`;
const slugOf = (name: string, id: string) =>
  `coalesce(nullif(trim(both '-' from lower(regexp_replace(${name}, '[^A-Za-z0-9]+', '-', 'g'))), ''), 'food') || '-' || ${id}`;

/**
 * The statements that fill a freshly migrated database, in order: every row is made by `generate_series`
 * and `INSERT … SELECT` with explicit ids (so rows can refer to each other by arithmetic), and the id
 * sequences are moved past them at the end. Only columns of the first migration are named, and
 * foods.search_name, which `searchNamesStatement` fills; later columns keep their defaults.
 */
export function seedStatements(foods: number, passwordHash: string): string[] {
  const { restaurants: R, customers: C, orders: O } = catalogSize(foods);
  const customer = R + 1;
  const pairs = (list: [string, string][], index: string) =>
    [
      pick(
        list.map(([name]) => name),
        index,
      ),
      pick(
        list.map(([, category]) => category),
        index,
      ),
    ] as const;
  const [dish, dishCategory] = pairs(words.DISHES, 'f / 31');
  const [sweet, sweetCategory] = pairs(words.SWEETS, 'f / 10');
  const [bangla, banglaCategory] = pairs(words.BANGLA, 'f / 10');
  const style = pick(words.STYLES, 'f / 7');
  const main = pick(words.MAINS, 'f / 3');
  const orderFood = (k: string) => `1 + ((o * 31 + ${k} * 17) % ${foods})`;

  return [
    `insert into categories (id, name, slug) select i, n, s from unnest(
       ${textArray(words.CATEGORIES.map(([name]) => name))}, ${textArray(words.CATEGORIES.map(([, slug]) => slug))}
     ) with ordinality as c(n, s, i)`,
    `insert into tags (id, name, slug) select i, n, s from unnest(
       ${textArray(words.TAGS.map(([name]) => name))}, ${textArray(words.TAGS.map(([, slug]) => slug))}
     ) with ordinality as t(n, s, i)`,
    `insert into users (id, username, email, password_hash, first_name, last_name, phone_number, role, created_at)
     select u,
       case when u <= ${R} then 'owner_' || u else 'customer_' || (u - ${R}) end,
       case when u = ${customer} then ${literal(BENCH_CUSTOMER.email)}
            when u <= ${R} then 'owner' || u || '@bench.bhoj.local'
            else 'customer' || (u - ${R}) || '@bench.bhoj.local' end,
       ${literal(passwordHash)}, ${pick(words.FIRST_NAMES, 'u')}, ${pick(words.LAST_NAMES, 'u / 8')},
       '+8801' || (3 + u % 7) || lpad((u * 7919 % 100000000)::text, 8, '0'),
       (case when u <= ${R} then 'restaurant_owner' else 'customer' end)::user_role,
       now() - u * interval '1 hour'
     from generate_series(1, ${R + C}) u`,
    `insert into restaurants (id, owner_id, name, slug, address, phone_number, is_approved, delivery_fee, created_at)
     select r, r, n.name, ${slugOf('n.name', 'r')},
       'House ' || r % 90 || ', ' || ${pick(words.AREAS, 'r - 1')} || ', Dhaka',
       '+8801' || (3 + r % 7) || lpad((r * 104729 % 100000000)::text, 8, '0'),
       r % 15 <> 14, 40 + (r % 5) * 10, now() - r * interval '1 day'
     from generate_series(1, ${R}) r cross join lateral (select ${pick(words.AREAS, 'r - 1')} || ' ' || ${pick(words.KINDS, '(r - 1) / 10')}
       || case when r > 100 then ' ' || ((r - 1) / 100 + 1) else '' end as name) n`,
    `insert into foods (id, restaurant_id, category_id, tag_id, name, search_name, slug, description, price, is_available, created_at)
     select f, 1 + (f - 1) % ${R}, c.id, 1 + (f / 13) % 5, n.name, '', ${slugOf('n.name', 'f')},
       n.name || ', cooked fresh to order.', 80 + (f * 37) % 900, f % 20 <> 7, now() - f * interval '37 seconds'
     from generate_series(1, ${foods}) f cross join lateral (select case
         when f % 5000 = 1234 then ${literal(words.RARE_WORD)} || ' ' || ${dish}
         when f % 10 = 3 then ${bangla}
         when f % 10 = 7 then ${style} || ' ' || ${sweet}
         else ${style} || ' ' || ${main} || ' ' || ${dish} end as name,
       case when f % 5000 = 1234 then ${dishCategory} when f % 10 = 3 then ${banglaCategory}
         when f % 10 = 7 then ${sweetCategory} else ${dishCategory} end as category) n
     join categories c on c.slug = n.category`,
    `insert into comments (food_id, user_id, rating, comment, created_at)
     select f, ${customer} + (f * 13 + j * 7) % ${C}, (array[5, 4, 5, 3, 4, 5, 2, 4, 1, 5])[1 + (f * 3 + j) % 10],
       ${pick(words.COMMENTS, 'f + j')}, now() - (f * 37 + j * 3600) * interval '1 second'
     from generate_series(1, ${foods}) f cross join lateral generate_series(0, f % 5 - 1) j`,
    `insert into orders (id, user_id, payment_method, address, subtotal, delivery_fee, total, paid_at, created_at)
     select o, case when o <= 30 then ${customer} else ${customer} + o % ${C} end,
       (case when o % 3 = 0 then 'online_payment' else 'cash_on_delivery' end)::payment_method,
       'House ' || o % 90 || ', Road ' || o % 27 || ', ' || ${pick(words.AREAS, 'o')} || ', Dhaka',
       s.subtotal, 60, s.subtotal + 60,
       case when o % 3 = 0 then now() - o * interval '5 minutes' end, now() - o * interval '5 minutes'
     from generate_series(1, ${O}) o cross join lateral (select sum(f.price * (1 + (o + k) % 3)) as subtotal
       from generate_series(0, 1) k join foods f on f.id = ${orderFood('k')}) s`,
    `insert into order_lines (order_id, food_id, restaurant_id, restaurant_name, item_name, item_price, quantity, status, created_at)
     select o, f.id, r.id, r.name, f.name, f.price, 1 + (o + k) % 3,
       (array['Pending', 'Paid', 'Completed', 'Completed', 'Canceled'])[1 + (o + k) % 5]::order_status,
       now() - o * interval '5 minutes'
     from generate_series(1, ${O}) o cross join generate_series(0, 1) k
     join foods f on f.id = ${orderFood('k')} join restaurants r on r.id = f.restaurant_id`,
    `insert into carts (id, user_id) values (1, ${customer})`,
    `insert into cart_lines (cart_id, food_id, quantity)
     select 1, f.id, 1 + f.id % 2 from foods f join restaurants r on r.id = f.restaurant_id
     where f.is_available and r.is_approved order by f.id limit 3`,
    ...['users', 'restaurants', 'categories', 'tags', 'foods', 'orders', 'carts'].map(
      (table) => `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    ),
  ];
}

/**
 * Fills foods.search_name as the API writes it, for the few distinct names the catalog is made of
 * (one update, while the foods' indexes are dropped).
 */
export function searchNamesStatement(names: readonly string[]): string {
  const values = names.map((name) => `(${literal(name)}, ${literal(searchNameOf(name))})`).join(',\n');
  return `update foods set search_name = v.search_name from (values ${values}) as v(name, search_name)
    where foods.name = v.name`;
}
