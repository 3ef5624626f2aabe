import { ComingSoon } from '../../../components/coming-soon';

export function UpdateProfilePage() {
  return <ComingSoon title="Update profile" />;
}
