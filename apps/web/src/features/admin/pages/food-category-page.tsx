import { ComingSoon } from '../../../components/coming-soon';

export function FoodCategoryPage() {
  return <ComingSoon title="Add food category" />;
}
