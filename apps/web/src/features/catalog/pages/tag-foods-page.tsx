import { ComingSoon } from '../../../components/coming-soon';

export function TagFoodsPage() {
  return <ComingSoon title="Foods" />;
}
