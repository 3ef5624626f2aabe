import { ComingSoon } from '../../../components/coming-soon';

export function CategoryFoodsPage() {
  return <ComingSoon title="Category" />;
}
