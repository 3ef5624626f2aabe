import { ADMIN_PAGE_SIZES } from '@bhoj/contract';
import { Pencil } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { cellClass, DataTable, TableSkeleton } from '../../../components/dashboard/data-table';
import { EmptyState } from '../../../components/empty-state';
import { Pagination, usePageParam } from '../../../components/pagination';
import { useUsers } from '../api/get-users';
import { ListError } from '../components/list-error';
import { SearchBox } from '../components/search-box';
import { roleLabel } from '../lib/roles';

const LIST_ID = 'users-list';
const PAGE_SIZE = ADMIN_PAGE_SIZES.users;

/** admin/dashboard/users/: All Users, 6 a page (?page=), searchable by name or email (?search=). */
export function UsersPage() {
  const [params] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const [page, setPage] = usePageParam(LIST_ID);
  const users = useUsers(page, search);

  return (
    <DashboardPage
      id="users"
      title="All Users"
      description={
        users.data ? `${users.data.count} ${users.data.count === 1 ? 'user' : 'users'}` : undefined
      }
      actions={<SearchBox label="Search users" placeholder="Search by name or email" />}
    >
      <div id={LIST_ID} className="scroll-mt-24">
        {users.isPending ? (
          <TableSkeleton rows={PAGE_SIZE + 1} label="Loading users" />
        ) : users.isError ? (
          <ListError
            error={users.error}
            page={page}
            onFirstPage={() => setPage(1)}
            what="users"
            onRetry={() => void users.refetch()}
            retrying={users.isFetching}
          />
        ) : users.data.results.length === 0 ? (
          <EmptyState title="No Data Found">
            {search ? <p className="text-stone-600">No user matches “{search}”.</p> : null}
          </EmptyState>
        ) : (
          <>
            <DataTable
              label="All users"
              head={['Username', 'Email', 'Phone', 'Role', 'Action']}
              testId="users-table"
            >
              {users.data.results.map((user) => (
                <tr key={user.id} data-testid="user-row">
                  <td className={`${cellClass} font-semibold`}>{user.username}</td>
                  <td className={cellClass}>{user.email}</td>
                  <td className={cellClass}>{user.phone_number || 'Not provided'}</td>
                  <td className={cellClass}>{roleLabel(user.role)}</td>
                  <td className={cellClass}>
                    <Link
                      to={`/admin/dashboard/users/update-role/${user.id}/`}
                      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-semibold text-brand-700 hover:bg-brand-50"
                      aria-label={`Edit the role of ${user.username}`}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pagination
              count={users.data.count}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={setPage}
              label="Users pages"
              className="mt-6"
            />
          </>
        )}
      </div>
    </DashboardPage>
  );
}
