import { ComingSoon } from '../../../components/coming-soon';

export function AddFoodItemPage() {
  return <ComingSoon title="Add food item" />;
}
