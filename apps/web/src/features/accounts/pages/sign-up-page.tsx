import { ComingSoon } from '../../../components/coming-soon';

export function SignUpPage() {
  return <ComingSoon title="Sign up" />;
}
