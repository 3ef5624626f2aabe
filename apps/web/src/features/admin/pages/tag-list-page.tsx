import { ComingSoon } from '../../../components/coming-soon';

export function TagListPage() {
  return <ComingSoon title="Tag list" />;
}
