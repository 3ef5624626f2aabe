import type { Food, FoodCreateBody, FoodUpdateBody } from '@bhoj/contract';

/** Which server message the food form shows: the first present of these. */
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

/**
 * What the form's inputs hold: text, the selects an id as text ('' when none is chosen), the image's URL
 * ('' when none). The bodies sent are the contract's FoodCreateBody and FoodUpdateBody.
 */
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

function foodFields(values: FoodFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: Number(values.price),
    category: Number(values.category),
    tags: Number(values.tags),
    is_available: values.is_available,
  };
}

/** The body of a new food. */
export function toFoodCreate(values: FoodFormValues): FoodCreateBody {
  return { ...foodFields(values), image: values.image };
}

/** The body of an update: an unchanged image is sent as null, which keeps it. */
export function toFoodUpdate(values: FoodFormValues, original: Food): FoodUpdateBody {
  const image = values.image && values.image !== original.image ? values.image : null;
  return { ...foodFields(values), image };
}
