import { ComingSoon } from '../../../components/coming-soon';

export function AdminRestaurantListPage() {
  return <ComingSoon title="Restaurant list" />;
}
