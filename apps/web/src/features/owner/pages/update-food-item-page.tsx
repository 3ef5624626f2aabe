import { ComingSoon } from '../../../components/coming-soon';

export function UpdateFoodItemPage() {
  return <ComingSoon title="Update food item" />;
}
