import { ComingSoon } from '../../../components/coming-soon';

export function SignInPage() {
  return <ComingSoon title="Sign in" />;
}
