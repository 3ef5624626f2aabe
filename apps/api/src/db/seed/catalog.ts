import { slugify } from '@bhoj/contract';
import { uniqueSlug } from '../../lib/slug.ts';
import type { PeoplePlan } from './accounts.ts';
import { CATEGORIES, TAGS, type CategoryKey } from './content/categories.ts';
import { RESTAURANTS } from './content/restaurants.ts';
import { DAY, HOUR, MINUTE } from './dhaka-time.ts';
import { FOOD_IMAGE_VARIANTS, categoryImage, coverImage, foodImage, foodImageKey } from './images.ts';
import { parseMenu } from './menu.ts';
import type { Random } from './random.ts';
import type { CategoryPlan, FoodPlan, ImageSpec, RestaurantPlan, TagPlan } from './types.ts';

export interface CatalogPlan {
  categories: CategoryPlan[];
  tags: TagPlan[];
  restaurants: RestaurantPlan[];
  foods: FoodPlan[];
  images: ImageSpec[];
}

/** Hands out unique slugs: a clash gets -2, -3, … */
function slugger(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const slug = uniqueSlug(slugify(name), taken);
    taken.add(slug);
    return slug;
  };
}

export function planCatalog(rng: Random, now: Date, people: PeoplePlan): CatalogPlan {
  const images: ImageSpec[] = [];
  const since = (days: number) => new Date(now.getTime() - days * DAY);

  const categorySlug = new Map<CategoryKey, string>();
  const categories = CATEGORIES.map((category): CategoryPlan => {
    const slug = slugify(category.name);
    categorySlug.set(category.key, slug);
    const image = categoryImage(category.key, slug, category.hue);
    images.push(image);
    return { name: category.name, slug, imageKey: image.key, createdAt: since(470) };
  });
  for (const category of CATEGORIES)
    for (let variant = 0; variant < FOOD_IMAGE_VARIANTS; variant++)
      images.push(foodImage(category.key, category.hue, variant));

  const tagSlug = new Map(TAGS.map((tag) => [tag.key, tag.slug]));
  const tags = TAGS.map((tag): TagPlan => ({ name: tag.name, slug: tag.slug, createdAt: since(470) }));

  const restaurantSlug = slugger();
  const foodSlug = slugger();
  const imageCounter = new Map<CategoryKey, number>();
  const restaurants: RestaurantPlan[] = [];
  const foods: FoodPlan[] = [];

  RESTAURANTS.forEach((seed, i) => {
    const slug = restaurantSlug(seed.name);
    const menu = parseMenu(seed.menu);
    const cover = coverImage(slug, seed.hue, [...new Set(menu.map((item) => item.category))]);
    images.push(cover);
    const openedAt = new Date(since(seed.ageDays).getTime() - rng.int(0, 8) * HOUR);
    restaurants.push({
      name: seed.name,
      slug,
      ownerEmail: people.ownerEmails[i] ?? '',
      address: seed.address,
      city: seed.city,
      phoneNumber: people.restaurantPhones[i] ?? '',
      coverKey: cover.key,
      isApproved: seed.isApproved,
      isDemo: i === 0,
      deliveryFee: seed.deliveryFee,
      createdAt: openedAt,
    });

    // The first few dishes go up on the opening day; the rest arrive over the months since.
    const span = now.getTime() - 2 * DAY - openedAt.getTime();
    menu.forEach((item, n) => {
      const offset = n < 4 ? rng.int(30, 600) * MINUTE : Math.floor(span * rng.next() ** 1.4);
      const count = imageCounter.get(item.category) ?? 0;
      imageCounter.set(item.category, count + 1);
      foods.push({
        name: item.name,
        slug: foodSlug(item.name),
        description: item.description,
        price: item.price,
        restaurantSlug: slug,
        categorySlug: categorySlug.get(item.category) ?? '',
        tagSlug: tagSlug.get(item.tag) ?? '',
        imageKey: foodImageKey(item.category, count % FOOD_IMAGE_VARIANTS),
        isAvailable: item.isAvailable,
        createdAt: new Date(openedAt.getTime() + offset),
      });
    });
  });

  return { categories, tags, restaurants, foods, images };
}
