import { ComingSoon } from '../../../components/coming-soon';

export function FoodTagPage() {
  return <ComingSoon title="Add food tag" />;
}
