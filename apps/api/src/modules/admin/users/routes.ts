import { z } from 'zod';
import {
  ADMIN_PAGE_SIZES,
  AdminIdParams,
  AdminUser,
  AdminUsersQuery,
  OwnerCandidate,
  OwnerCandidatesQuery,
  PagedAdminUsers,
  RoleUpdate,
} from '@bhoj/contract';
import type { App, Deps } from '../../../deps.ts';
import { requireUser } from '../../../lib/auth.ts';
import { paged } from '../../../lib/paging.ts';
import { badRequest, guarded, notFoundAnswer } from '../../../lib/route-schema.ts';
import { adminOnly, tags } from '../route-parts.ts';
import { adminRolesService } from './role-service.ts';
import { adminUsersService } from './service.ts';

export async function usersRoutes(app: App, deps: Deps) {
  const users = adminUsersService(deps);
  const roles = adminRolesService(deps);

  app.get(
    '/users/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'All users, newest first, 6 per page',
        description:
          '`search`: a case-insensitive piece of the username, first, last or full name, or email.',
        querystring: AdminUsersQuery,
        response: { 200: PagedAdminUsers, ...guarded, ...notFoundAnswer },
      },
    },
    (request) => paged(request, ADMIN_PAGE_SIZES.users, (window) => users.page(request.query.search, window)),
  );

  app.get(
    '/user-list/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Users a restaurant can be created for (customers, owners without one), newest first',
        description: 'At most 100; `search` narrows the list like on users/.',
        querystring: OwnerCandidatesQuery,
        response: { 200: z.array(OwnerCandidate), ...guarded },
      },
    },
    (request) => users.ownerCandidates(request.query.search),
  );

  app.get(
    '/update-user/:id/role/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: "A user's name, email, phone and role",
        params: AdminIdParams,
        response: { 200: AdminUser, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    (request) => roles.get(request.params.id),
  );

  app.put(
    '/update-user/:id/role/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: "Change a user's role (only the role); their sessions end so it applies at once",
        description:
          'Refused (400 error) for your own role, for the last admin, and for demoting an owner who ' +
          'still has a restaurant. Setting the role a user already has changes nothing.',
        params: AdminIdParams,
        body: RoleUpdate,
        response: { 200: AdminUser, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    (request) => roles.change(requireUser(request).id, request.params.id, request.body.role),
  );
}
