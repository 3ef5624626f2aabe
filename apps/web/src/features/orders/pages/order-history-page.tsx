import { ComingSoon } from '../../../components/coming-soon';

export function OrderHistoryPage() {
  return <ComingSoon title="Order history" />;
}
