import { ComingSoon } from '../../../components/coming-soon';

export function OurMenuPage() {
  return <ComingSoon title="Our menu" />;
}
