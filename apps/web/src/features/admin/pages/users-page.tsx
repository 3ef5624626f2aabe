import { ComingSoon } from '../../../components/coming-soon';

export function UsersPage() {
  return <ComingSoon title="All users" />;
}
