import { type AdminUser, type Role, roles } from '@bhoj/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { Panel } from '../../../components/dashboard/panel';
import { ErrorState } from '../../../components/error-state';
import { FormActions } from '../../../components/form/form-actions';
import { FormSkeleton } from '../../../components/form/form-skeleton';
import { ReadOnlyField } from '../../../components/form/read-only-field';
import { SelectField } from '../../../components/form/select-field';
import { translateServerMessage, useMessages } from '../../../i18n';
import { firstFormError } from '../../../lib/form-errors';
import { useUserRole } from '../api/get-user-role';
import { useUpdateUserRole } from '../api/update-user-role';
import { ROLE_LABEL } from '../lib/labels';
import { adminMessages } from '../messages';

const USERS_PATH = '/admin/dashboard/users/';

function RoleForm({ user }: { user: AdminUser }) {
  const t = useMessages(adminMessages);
  const navigate = useNavigate();
  const update = useUpdateUserRole(user.id);
  const [role, setRole] = useState<Role>(user.role);

  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="update-role-form"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(role, { onSuccess: () => void navigate(USERS_PATH) });
      }}
    >
      <ReadOnlyField label={t('userName')} value={user.username} />
      <ReadOnlyField label={t('email')} value={user.email} />
      <ReadOnlyField label={t('phoneNumber')} value={user.phone_number || t('notProvided')} />
      <SelectField
        label={t('role')}
        name="role"
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as Role)}
        disabled={update.isPending}
      >
        {roles.map((option) => (
          <option key={option} value={option}>
            {t(ROLE_LABEL[option])}
          </option>
        ))}
      </SelectField>
      <FormActions
        error={firstFormError(update.error, ['error', 'role'])?.message}
        cancelTo={USERS_PATH}
        submitLabel={t('submit')}
        saving={update.isPending}
      />
    </form>
  );
}

/** admin/dashboard/users/update-role/{id}/: the user's details, read-only, and a role dropdown. */
export function UpdateUserRolePage() {
  const { id = '' } = useParams();
  const userId = Number(id);
  const valid = Number.isSafeInteger(userId) && userId > 0;
  const user = useUserRole(valid ? userId : 0);
  const t = useMessages(adminMessages);

  return (
    <DashboardPage id="update-role" title={t('updateRoleTitle')} width="narrow">
      <Panel>
        {!valid ? (
          <ErrorState message={t('noSuchUser')} />
        ) : user.data ? (
          <RoleForm key={user.data.id} user={user.data} />
        ) : user.isError ? (
          <ErrorState
            message={
              user.error.message === 'Not found.'
                ? t('noSuchUser')
                : user.error.message
                  ? translateServerMessage(user.error.message)
                  : t('userLoadFailed')
            }
            onRetry={() => void user.refetch()}
            retrying={user.isFetching}
          />
        ) : (
          <FormSkeleton label={t('loadingUser')} blocks={['field', 'field', 'field', 'field']} />
        )}
      </Panel>
    </DashboardPage>
  );
}
