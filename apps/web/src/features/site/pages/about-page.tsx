import { ComingSoon } from '../../../components/coming-soon';

export function AboutPage() {
  return <ComingSoon title="About us" />;
}
