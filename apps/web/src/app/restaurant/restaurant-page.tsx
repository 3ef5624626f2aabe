import { AddToCartPanel } from '../../features/cart/components/add-to-cart-panel';
import { RestaurantPage as RestaurantMenuPage } from '../../features/restaurants/pages/restaurant-page';
import { RestaurantCartSummary } from './restaurant-cart-summary';

/**
 * restaurant/{slug}/: the restaurant's menu, with Add to cart on each dish and this restaurant's cart
 * below. A dish's quantity takes typing once its section is near the window (QuantityStepper's `typing`).
 */
export function RestaurantPage() {
  return (
    <RestaurantMenuPage
      renderOrder={(food, near) => <AddToCartPanel food={food} typing={near} />}
      renderSummary={(restaurant) => <RestaurantCartSummary restaurant={restaurant} />}
    />
  );
}
