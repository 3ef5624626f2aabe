import { ComingSoon } from '../../../components/coming-soon';

export function AdminOrdersPage() {
  return <ComingSoon title="Orders" />;
}
