import { useNavigate } from 'react-router';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { Panel } from '../../../components/dashboard/panel';
import { useMessages } from '../../../i18n';
import { useCreateTag } from '../api/create-tag';
import { TagForm } from '../components/tag-form';
import { adminMessages } from '../messages';

/** admin/dashboard/food-tag/: add a tag; success goes to the tag list. */
export function FoodTagPage() {
  const t = useMessages(adminMessages);
  const navigate = useNavigate();
  const create = useCreateTag();

  return (
    <DashboardPage id="food-tag" title={t('addFoodTag')} width="narrow">
      <Panel>
        <TagForm
          saving={create.isPending}
          error={create.error}
          onSubmit={(body) =>
            create.mutate(body, { onSuccess: () => void navigate('/admin/dashboard/tag-list/') })
          }
        />
      </Panel>
    </DashboardPage>
  );
}
