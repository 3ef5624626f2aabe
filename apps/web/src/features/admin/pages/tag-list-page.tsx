import type { Tag } from '@bhoj/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddLink } from '../../../components/dashboard/add-link';
import { ConfirmDeleteDialog } from '../../../components/dashboard/confirm-delete-dialog';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { TableSkeleton } from '../../../components/dashboard/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { showToast } from '../../../components/toast';
import { useDeleteFlow } from '../../../hooks/use-delete-flow';
import { translateServerMessage, useMessages } from '../../../i18n';
import { tagsQueryOptions } from '../../../lib/lookups';
import { useDeleteTag } from '../api/delete-tag';
import { useUpdateTag } from '../api/update-tag';
import { CardCell, CardRow, CardTable } from '../components/card-table';
import { EditDialog } from '../components/edit-dialog';
import { RowActions } from '../components/row-actions';
import { TagForm } from '../components/tag-form';
import { adminMessages } from '../messages';

/** admin/dashboard/tag-list/: a table of tags (name, slug, actions) with an edit dialog and delete. */
export function TagListPage() {
  const t = useMessages(adminMessages);
  // The storefront's list, fetched afresh when the page opens.
  const tags = useQuery({ ...tagsQueryOptions(), staleTime: 0 });
  const [editing, setEditing] = useState<Tag | null>(null);
  const update = useUpdateTag();
  const remove = useDeleteFlow<Tag>(useDeleteTag(), (tag) =>
    showToast(t('toastTagDeleted', { name: tag.name })),
  );
  const columns = [t('name'), t('slug'), t('actions')];

  return (
    <DashboardPage
      id="tag-list"
      title={t('tagListTitle')}
      actions={<AddLink to="/admin/dashboard/food-tag/">{t('addFoodTag')}</AddLink>}
    >
      {tags.isPending ? (
        <TableSkeleton rows={6} label={t('loadingTags')} />
      ) : tags.isError ? (
        <ErrorState
          message={tags.error.message ? translateServerMessage(tags.error.message) : t('tagsLoadFailed')}
          onRetry={() => void tags.refetch()}
          retrying={tags.isFetching}
        />
      ) : tags.data.length === 0 ? (
        <EmptyState title={t('noData')} />
      ) : (
        <CardTable label={t('tags')} columns={columns} testId="tags-table" minWidth="sm:min-w-[20rem]">
          {tags.data.map((tag) => (
            <CardRow key={tag.id} testId="tag-row">
              <CardCell label={columns[0]!} primary>
                {tag.name}
              </CardCell>
              <CardCell label={columns[1]!} className="text-stone-600">
                {tag.slug}
              </CardCell>
              <CardCell label={columns[2]!} actions>
                <RowActions
                  name={tag.name}
                  onEdit={() => setEditing(tag)}
                  onDelete={() => remove.open(tag)}
                />
              </CardCell>
            </CardRow>
          ))}
        </CardTable>
      )}
      <EditDialog
        row={editing}
        onClose={() => setEditing(null)}
        title={t('editTag')}
        testId="edit-tag-dialog"
        save={update}
        form={(tag, props) => <TagForm key={tag.id} initial={{ name: tag.name }} {...props} />}
      />
      <ConfirmDeleteDialog
        {...remove.dialog}
        description={t('confirmDeleteTag', { name: remove.target?.name ?? '' })}
      />
    </DashboardPage>
  );
}
