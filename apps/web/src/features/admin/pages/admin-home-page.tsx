import { ComingSoon } from '../../../components/coming-soon';

export function AdminHomePage() {
  return <ComingSoon title="Dashboard" />;
}
