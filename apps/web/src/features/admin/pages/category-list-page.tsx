import { ComingSoon } from '../../../components/coming-soon';

export function CategoryListPage() {
  return <ComingSoon title="Category list" />;
}
