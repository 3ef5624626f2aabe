import { useNavigate } from 'react-router';
import { useCreateCategory } from '../api/create-category';
import { AdminPage, Panel } from '../components/admin-page';
import { CategoryForm } from '../components/category-form';

/** admin/dashboard/food-category/: add a category (name and image); success goes to the category list. */
export function FoodCategoryPage() {
  const navigate = useNavigate();
  const create = useCreateCategory();

  return (
    <AdminPage id="food-category" title="Add Food Category" width="narrow">
      <Panel>
        <CategoryForm
          saving={create.isPending}
          error={create.error}
          onSubmit={(body) =>
            create.mutate(body, { onSuccess: () => void navigate('/admin/dashboard/category-list/') })
          }
        />
      </Panel>
    </AdminPage>
  );
}
