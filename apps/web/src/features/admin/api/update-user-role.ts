import type { AdminUser, Role } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { ROLE_LABEL } from '../lib/labels';
import { adminMessages } from '../messages';
import { refreshAfterChange } from './keys';

/**
 * PUT /api/update-user/{id}/role/ {role} (admin) → the user. Refused with 400 {"error"} for the admin's
 * own role and for the last admin.
 */
export function updateUserRole(id: number, role: Role): Promise<AdminUser> {
  return api.put<AdminUser>(`update-user/${id}/role/`, { role });
}

export function useUpdateUserRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => updateUserRole(id, role),
    onSuccess: (user) => {
      const role = translate(adminMessages, ROLE_LABEL[user.role]);
      showToast(translate(adminMessages, 'toastRoleChanged', { name: user.username, role }));
      return refreshAfterChange(queryClient, []);
    },
  });
}
