import { ComingSoon } from '../../../components/coming-soon';

export function OwnerOrdersPage() {
  return <ComingSoon title="All orders" />;
}
