import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { Panel } from '../../../components/dashboard/panel';
import { useMessages } from '../../../i18n';
import { FoodEditor } from '../components/food-editor';
import { RequireRestaurant } from '../components/require-restaurant';
import { ownerMessages } from '../messages';

/** /restaurant/dashboard/add-food-item/. */
export function AddFoodItemPage() {
  const t = useMessages(ownerMessages);
  return (
    <DashboardPage id="add-food-item" title={t('addTitle')} description={t('addDescription')}>
      <RequireRestaurant>
        <Panel className="max-w-3xl">
          <FoodEditor />
        </Panel>
      </RequireRestaurant>
    </DashboardPage>
  );
}
