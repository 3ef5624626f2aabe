import { ComingSoon } from '../../../components/coming-soon';

export function FoodItemsPage() {
  return <ComingSoon title="All food items" />;
}
