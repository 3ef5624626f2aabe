import { ComingSoon } from '../../../components/coming-soon';

export function ForgetPasswordPage() {
  return <ComingSoon title="Forget password" />;
}
