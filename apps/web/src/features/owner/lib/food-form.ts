import type { Food } from '@bhoj/contract';
import type { FoodBody } from '../api/types';

/** Spec section 5: the food form shows the first present of these messages. */
export const FOOD_ERROR_FIELDS = [
  'name',
  'description',
  'price',
  'category',
  'tags',
  'slug',
  'image',
  'error',
] as const;

/** What the form holds: inputs give text, the selects an id as text ('' when none is chosen). */
export type FoodFormValues = {
  name: string;
  price: string;
  category: string;
  tags: string;
  description: string;
  image: string;
  is_available: boolean;
};

export function foodFormDefaults(food?: Food): FoodFormValues {
  return {
    name: food?.name ?? '',
    price: food ? String(food.price) : '',
    category: food ? String(food.category) : '',
    tags: food ? String(food.tags) : '',
    description: food?.description ?? '',
    image: food?.image ?? '',
    is_available: food?.is_available ?? true,
  };
}

const idOrNull = (value: string) => (value ? Number(value) : null);

/** The request body. On an update, an unchanged image is sent as null: the server keeps it. */
export function toFoodBody(values: FoodFormValues, original?: Food): FoodBody {
  const image = values.image && values.image !== original?.image ? values.image : null;
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: Number(values.price),
    image,
    category: idOrNull(values.category),
    tags: idOrNull(values.tags),
    is_available: values.is_available,
  };
}
