import { ComingSoon } from '../../../components/coming-soon';

export function UpdateUserRolePage() {
  return <ComingSoon title="Update user role" />;
}
