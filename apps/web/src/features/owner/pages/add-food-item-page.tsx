import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { Panel } from '../../../components/dashboard/panel';
import { FoodEditor } from '../components/food-editor';
import { RequireRestaurant } from '../components/require-restaurant';

/** /restaurant/dashboard/add-food-item/. */
export function AddFoodItemPage() {
  return (
    <DashboardPage
      id="add-food-item"
      title="Add Food Item"
      description="New items appear on your restaurant's menu at once."
    >
      <RequireRestaurant>
        <Panel className="max-w-3xl">
          <FoodEditor />
        </Panel>
      </RequireRestaurant>
    </DashboardPage>
  );
}
