import { useQuery } from '@tanstack/react-query';
import { AddToCartPanel } from '../../features/cart/components/add-to-cart-panel';
import { FoodDetailPage } from '../../features/catalog/pages/food-detail-page';
import { ownerRestaurantQueryOptions } from '../../features/owner/api/get-owner-restaurant';
import { useStoredUser } from '../../lib/auth-storage';

/**
 * food/{slug}/: the catalog's food page, with the cart's quantity and Add to cart under the price; a
 * signed-in owner's restaurant is looked up so they can reply to comments on its foods.
 */
export function FoodPage() {
  const user = useStoredUser();
  const ownRestaurant = useQuery({
    ...ownerRestaurantQueryOptions(),
    enabled: user?.role === 'restaurant_owner',
  });
  return (
    <FoodDetailPage
      renderOrderPanel={(food) => <AddToCartPanel food={food} />}
      ownRestaurantId={ownRestaurant.data?.id}
    />
  );
}
