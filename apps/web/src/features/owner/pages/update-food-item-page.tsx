import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { Panel } from '../../../components/dashboard/panel';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useMessages } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useOwnerFood } from '../api/get-owner-food';
import { FoodEditor, FoodFormSkeleton } from '../components/food-editor';
import { FOOD_ITEMS_PATH } from '../components/food-form';
import { ownerMessages } from '../messages';

/** A route id: a whole number from 1 up, else null. */
function readId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/** /restaurant/dashboard/update-food-item/{id}/: loads the food, then the same form as Add Food Item. */
export function UpdateFoodItemPage() {
  const t = useMessages(ownerMessages);
  const id = readId(useParams().id);
  const food = useOwnerFood(id ?? 0, id !== null);
  const notFound = id === null || (food.error instanceof ApiError && food.error.status === 404);

  return (
    <DashboardPage id="update-food-item" title={t('updateTitle')}>
      <Panel className="max-w-3xl">
        {notFound ? (
          <EmptyState title={t('foodNotFound')}>
            <p className="text-stone-600">{t('foodNotFoundText')}</p>
            <Link to={FOOD_ITEMS_PATH} className={buttonClasses()}>
              {t('backToFoods')}
            </Link>
          </EmptyState>
        ) : food.data ? (
          <FoodEditor key={food.data.id} food={food.data} />
        ) : food.isError ? (
          <ErrorState
            message={t('foodFailed')}
            onRetry={() => void food.refetch()}
            retrying={food.isFetching}
          />
        ) : (
          <FoodFormSkeleton label={t('loadingFood')} />
        )}
      </Panel>
    </DashboardPage>
  );
}
