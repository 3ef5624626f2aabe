import { ComingSoon } from '../../../components/coming-soon';

export function CreateRestaurantPage() {
  return <ComingSoon title="Create restaurant" />;
}
