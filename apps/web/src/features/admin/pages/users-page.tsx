import { ADMIN_PAGE_SIZES } from '@bhoj/contract';
import { Pencil } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { TableSkeleton } from '../../../components/dashboard/data-table';
import { EmptyState } from '../../../components/empty-state';
import { Pagination, usePageParam } from '../../../components/pagination';
import { useMessages } from '../../../i18n';
import { useUsers } from '../api/get-users';
import { CardCell, CardRow, CardTable } from '../components/card-table';
import { ListError } from '../components/list-error';
import { SearchBox } from '../components/search-box';
import { ROLE_LABEL } from '../lib/labels';
import { adminMessages } from '../messages';

const LIST_ID = 'users-list';
const PAGE_SIZE = ADMIN_PAGE_SIZES.users;

/** admin/dashboard/users/: All Users, 6 a page (?page=), searchable by name or email (?search=). */
export function UsersPage() {
  const t = useMessages(adminMessages);
  const [params] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const [page, setPage] = usePageParam(LIST_ID);
  const users = useUsers(page, search);
  const columns = [t('username'), t('email'), t('phone'), t('role'), t('action')];

  return (
    <DashboardPage
      id="users"
      title={t('usersTitle')}
      description={users.data ? t('userCount', { count: users.data.count }) : undefined}
      actions={<SearchBox label={t('searchUsers')} placeholder={t('searchUsersPlaceholder')} />}
    >
      <div id={LIST_ID} className="scroll-mt-24">
        {users.isPending ? (
          <TableSkeleton rows={PAGE_SIZE + 1} label={t('loadingUsers')} />
        ) : users.isError ? (
          <ListError
            error={users.error}
            page={page}
            onFirstPage={() => setPage(1)}
            what={t('whatUsers')}
            onRetry={() => void users.refetch()}
            retrying={users.isFetching}
          />
        ) : users.data.results.length === 0 ? (
          <EmptyState title={t('noData')}>
            {search ? <p className="text-stone-600">{t('noUserMatches', { search })}</p> : null}
          </EmptyState>
        ) : (
          <>
            <CardTable label={t('allUsers')} columns={columns} testId="users-table">
              {users.data.results.map((user) => (
                <CardRow key={user.id} testId="user-row">
                  <CardCell label={columns[0]!} primary>
                    {user.username}
                  </CardCell>
                  <CardCell label={columns[1]!} className="break-all">
                    {user.email}
                  </CardCell>
                  <CardCell label={columns[2]!}>{user.phone_number || t('notProvided')}</CardCell>
                  <CardCell label={columns[3]!}>{t(ROLE_LABEL[user.role])}</CardCell>
                  <CardCell label={columns[4]!} actions>
                    <Link
                      to={`/admin/dashboard/users/update-role/${user.id}/`}
                      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 max-sm:-ml-2"
                      aria-label={t('editRoleOf', { name: user.username })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('edit')}
                    </Link>
                  </CardCell>
                </CardRow>
              ))}
            </CardTable>
            <Pagination
              count={users.data.count}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={setPage}
              label={t('usersPages')}
              className="mt-6"
            />
          </>
        )}
      </div>
    </DashboardPage>
  );
}
