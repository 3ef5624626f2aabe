import type { AdminUser, Role } from '@bhoj/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { Panel } from '../../../components/dashboard/panel';
import { ErrorState } from '../../../components/error-state';
import { FormActions } from '../../../components/form/form-actions';
import { FormSkeleton } from '../../../components/form/form-skeleton';
import { ReadOnlyField } from '../../../components/form/read-only-field';
import { SelectField } from '../../../components/form/select-field';
import { firstFormError } from '../../../lib/form-errors';
import { useUserRole } from '../api/get-user-role';
import { useUpdateUserRole } from '../api/update-user-role';
import { ROLE_OPTIONS } from '../lib/roles';

const USERS_PATH = '/admin/dashboard/users/';

function RoleForm({ user }: { user: AdminUser }) {
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
      <ReadOnlyField label="User name" value={user.username} />
      <ReadOnlyField label="Email" value={user.email} />
      <ReadOnlyField label="Phone number" value={user.phone_number || 'Not provided'} />
      <SelectField
        label="Role"
        name="role"
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as Role)}
        disabled={update.isPending}
      >
        {ROLE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <FormActions
        error={firstFormError(update.error, ['error', 'role'])?.message}
        cancelTo={USERS_PATH}
        submitLabel="Submit"
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

  return (
    <DashboardPage id="update-role" title="Update user role" width="narrow">
      <Panel>
        {!valid ? (
          <ErrorState message="There is no such user." />
        ) : user.data ? (
          <RoleForm key={user.data.id} user={user.data} />
        ) : user.isError ? (
          <ErrorState
            message={
              user.error.message === 'Not found.'
                ? 'There is no such user.'
                : user.error.message || 'The user could not be loaded.'
            }
            onRetry={() => void user.refetch()}
            retrying={user.isFetching}
          />
        ) : (
          <FormSkeleton label="Loading user" blocks={['field', 'field', 'field', 'field']} />
        )}
      </Panel>
    </DashboardPage>
  );
}
