import { ComingSoon } from '../../../components/coming-soon';

export function UpdateRestaurantInfoPage() {
  return <ComingSoon title="Update restaurant info" />;
}
