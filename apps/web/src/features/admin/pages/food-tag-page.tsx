import { useNavigate } from 'react-router';
import { useCreateTag } from '../api/create-tag';
import { AdminPage, Panel } from '../components/admin-page';
import { TagForm } from '../components/tag-form';

/** admin/dashboard/food-tag/: add a tag; success goes to the tag list (spec section 2). */
export function FoodTagPage() {
  const navigate = useNavigate();
  const create = useCreateTag();

  return (
    <AdminPage id="food-tag" title="Add Food Tag" width="narrow">
      <Panel>
        <TagForm
          saving={create.isPending}
          error={create.error}
          onSubmit={(body) =>
            create.mutate(body, { onSuccess: () => void navigate('/admin/dashboard/tag-list/') })
          }
        />
      </Panel>
    </AdminPage>
  );
}
