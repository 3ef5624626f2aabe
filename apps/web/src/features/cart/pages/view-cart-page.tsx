import { ComingSoon } from '../../../components/coming-soon';

export function ViewCartPage() {
  return <ComingSoon title="Your cart" />;
}
