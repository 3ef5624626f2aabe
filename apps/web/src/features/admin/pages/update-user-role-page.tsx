import type { AdminUser, Role } from '@bhoj/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { firstFormError } from '../../../lib/form-errors';
import { FormError } from '../../accounts/components/form-message';
import { useUserRole } from '../api/get-user-role';
import { useUpdateUserRole } from '../api/update-user-role';
import { AdminPage, Panel } from '../components/admin-page';
import { ReadOnlyField, SelectField } from '../components/fields';
import { ROLE_OPTIONS } from '../lib/roles';

const USERS_PATH = '/admin/dashboard/users/';

function RoleForm({ user }: { user: AdminUser }) {
  const navigate = useNavigate();
  const update = useUpdateUserRole(user.id);
  const [role, setRole] = useState<Role>(user.role);
  const error = firstFormError(update.error, ['error', 'role']);

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
      <FormError>{error?.message}</FormError>
      <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
        <Link to={USERS_PATH} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Cancel
        </Link>
        <Button type="submit" size="lg" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Submit'}
        </Button>
      </div>
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
    <AdminPage id="update-role" title="Update user role" width="narrow">
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
          <div className="space-y-5">
            <span role="status" className="sr-only">
              Loading user
            </span>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-[4.5rem]" />
            ))}
          </div>
        )}
      </Panel>
    </AdminPage>
  );
}
