import type { Tag } from '@bhoj/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { tagsQueryOptions } from '../../../lib/lookups';
import { useDeleteTag } from '../api/delete-tag';
import { AdminPage } from '../components/admin-page';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { EditTagDialog } from '../components/edit-tag-dialog';
import { RowActions } from '../components/row-actions';
import { cellClass, DataTable, TableSkeleton } from '../components/table';
import { useDeleteFlow } from '../hooks/use-delete-flow';

/** admin/dashboard/tag-list/: a table of tags (name, slug, actions) with an edit dialog and delete. */
export function TagListPage() {
  // The storefront's list, fetched afresh when the page opens.
  const tags = useQuery({ ...tagsQueryOptions(), staleTime: 0 });
  const [editing, setEditing] = useState<Tag | null>(null);
  const remove = useDeleteFlow<Tag>(useDeleteTag());

  return (
    <AdminPage
      id="tag-list"
      title="Tag List"
      actions={
        <Link to="/admin/dashboard/food-tag/" className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-4" />
          Add Food Tag
        </Link>
      }
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
      <EditTagDialog tag={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog {...remove.dialog} name={remove.target?.name ?? ''} kind="Tag" />
    </AdminPage>
  );
}
