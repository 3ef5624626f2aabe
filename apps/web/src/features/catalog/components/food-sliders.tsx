import { useLoggedFailure } from '../hooks/use-logged-failure';
import { useHomeFoods } from '../api/get-home-foods';
import { homeSliders } from '../lib/home-sliders';
import type { Food } from '@bhoj/contract';
import { FoodSlider, FoodSliderSkeleton } from './food-slider';

/** The home page's food sliders, one per tag; a tag without foods gets no slider. */
export function FoodSliders() {
  const homeFoods = useHomeFoods();
  const { data, isPending, isError } = homeFoods;
  useLoggedFailure(homeFoods);

  if (isError) return null;
  if (isPending) {
    return homeSliders
      .slice(0, 2)
      .map(({ tag, title }) => <FoodSliderSkeleton key={tag} tag={tag} title={title} />);
  }

  const byTag = new Map<string, Food[]>();
  for (const food of data) byTag.set(food.food_tag, [...(byTag.get(food.food_tag) ?? []), food]);

  return homeSliders.map(({ tag, title }) => {
    const foods = byTag.get(tag);
    return foods?.length ? <FoodSlider key={tag} tag={tag} title={title} foods={foods} /> : null;
  });
}
