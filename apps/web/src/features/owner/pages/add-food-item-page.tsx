import { FoodEditor } from '../components/food-editor';
import { OwnerPage, Panel } from '../components/owner-page';
import { RequireRestaurant } from '../components/require-restaurant';

/** /restaurant/dashboard/add-food-item/. */
export function AddFoodItemPage() {
  return (
    <OwnerPage title="Add Food Item" description="New items appear on your restaurant's menu at once.">
      <RequireRestaurant>
        <Panel className="max-w-3xl">
          <FoodEditor />
        </Panel>
      </RequireRestaurant>
    </OwnerPage>
  );
}
