import { ComingSoon } from '../../../components/coming-soon';

export function RestaurantPage() {
  return <ComingSoon title="Restaurant" />;
}
