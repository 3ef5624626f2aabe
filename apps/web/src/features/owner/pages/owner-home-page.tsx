import { ComingSoon } from '../../../components/coming-soon';

export function OwnerHomePage() {
  return <ComingSoon title="Dashboard" />;
}
