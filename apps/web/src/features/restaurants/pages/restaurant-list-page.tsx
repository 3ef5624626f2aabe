import { ComingSoon } from '../../../components/coming-soon';

export function RestaurantListPage() {
  return <ComingSoon title="Restaurants" />;
}
