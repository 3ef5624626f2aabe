import { ComingSoon } from '../../../components/coming-soon';

export function FoodDetailPage() {
  return <ComingSoon title="Food details" />;
}
