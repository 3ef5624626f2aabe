import type { Tag } from '@bhoj/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddLink } from '../../../components/dashboard/add-link';
import { ConfirmDeleteDialog } from '../../../components/dashboard/confirm-delete-dialog';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { cellClass, DataTable, TableSkeleton } from '../../../components/dashboard/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useDeleteFlow } from '../../../hooks/use-delete-flow';
import { tagsQueryOptions } from '../../catalog/api/get-tags';
import { useDeleteTag } from '../api/delete-tag';
import { useUpdateTag } from '../api/update-tag';
import { EditDialog } from '../components/edit-dialog';
import { RowActions } from '../components/row-actions';
import { TagForm } from '../components/tag-form';

/** admin/dashboard/tag-list/: a table of tags (name, slug, actions) with an edit dialog and delete. */
export function TagListPage() {
  // The storefront's list, fetched afresh when the page opens.
  const tags = useQuery({ ...tagsQueryOptions(), staleTime: 0 });
  const [editing, setEditing] = useState<Tag | null>(null);
  const update = useUpdateTag();
  const remove = useDeleteFlow<Tag>(useDeleteTag());

  return (
    <DashboardPage
      id="tag-list"
      title="Tag List"
      actions={<AddLink to="/admin/dashboard/food-tag/">Add Food Tag</AddLink>}
    >
      {tags.isPending ? (
        <TableSkeleton rows={6} label="Loading tags" />
      ) : tags.isError ? (
        <ErrorState
          message={tags.error.message || 'The tags could not be loaded.'}
          onRetry={() => void tags.refetch()}
          retrying={tags.isFetching}
        />
      ) : tags.data.length === 0 ? (
        <EmptyState title="No Data Found" />
      ) : (
        <DataTable
          label="Tags"
          head={['Name', 'Slug', 'Actions']}
          testId="tags-table"
          minWidth="min-w-[20rem]"
        >
          {tags.data.map((tag) => (
            <tr key={tag.id} data-testid="tag-row">
              <td className={`${cellClass} font-semibold`}>{tag.name}</td>
              <td className={`${cellClass} text-stone-600`}>{tag.slug}</td>
              <td className={cellClass}>
                <RowActions
                  name={tag.name}
                  onEdit={() => setEditing(tag)}
                  onDelete={() => remove.open(tag)}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <EditDialog
        row={editing}
        onClose={() => setEditing(null)}
        title="Edit Tag"
        testId="edit-tag-dialog"
        save={update}
        form={(tag, props) => <TagForm key={tag.id} initial={{ name: tag.name }} {...props} />}
      />
      <ConfirmDeleteDialog
        {...remove.dialog}
        description={`Are you sure you want to delete ${remove.target?.name ?? ''} Tag?`}
      />
    </DashboardPage>
  );
}
