import { AddToCartPanel } from '../../features/cart/components/add-to-cart-panel';
import { FoodDetailPage } from '../../features/catalog/pages/food-detail-page';

/** food/{slug}/: the catalog's food page, with the cart's quantity and Add to cart under the price. */
export function FoodPage() {
  return <FoodDetailPage renderOrderPanel={(food) => <AddToCartPanel food={food} />} />;
}
