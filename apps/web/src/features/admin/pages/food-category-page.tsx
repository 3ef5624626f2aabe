import { useNavigate } from 'react-router';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { Panel } from '../../../components/dashboard/panel';
import { useMessages } from '../../../i18n';
import { useCreateCategory } from '../api/create-category';
import { CategoryForm } from '../components/category-form';
import { adminMessages } from '../messages';

/** admin/dashboard/food-category/: add a category (name and image); success goes to the category list. */
export function FoodCategoryPage() {
  const t = useMessages(adminMessages);
  const navigate = useNavigate();
  const create = useCreateCategory();

  return (
    <DashboardPage id="food-category" title={t('addFoodCategory')} width="narrow">
      <Panel>
        <CategoryForm
          saving={create.isPending}
          error={create.error}
          onSubmit={(body) =>
            create.mutate(body, { onSuccess: () => void navigate('/admin/dashboard/category-list/') })
          }
        />
      </Panel>
    </DashboardPage>
  );
}
