import type { Category } from '@bhoj/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FoodImage } from '../../../components/food-image';
import { Skeleton } from '../../../components/skeleton';
import { categoriesQueryOptions } from '../../../lib/lookups';
import { useDeleteCategory } from '../api/delete-category';
import { AdminPage } from '../components/admin-page';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { EditCategoryDialog } from '../components/edit-category-dialog';
import { RowActions } from '../components/row-actions';
import { useDeleteFlow } from '../hooks/use-delete-flow';

const gridClass = 'grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** admin/dashboard/category-list/: category cards with an edit dialog and delete (spec section 2). */
export function CategoryListPage() {
  // The storefront's list, fetched afresh when the page opens.
  const categories = useQuery({ ...categoriesQueryOptions(), staleTime: 0 });
  const [editing, setEditing] = useState<Category | null>(null);
  const remove = useDeleteFlow<Category>(useDeleteCategory());

  return (
    <AdminPage
      id="category-list"
      title="Category List"
      actions={
        <Link to="/admin/dashboard/food-category/" className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-4" />
          Add Food Category
        </Link>
      }
    >
      {categories.isPending ? (
        <div className={gridClass}>
          <span role="status" className="sr-only">
            Loading categories
          </span>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-64 rounded-2xl" />
          ))}
        </div>
      ) : categories.isError ? (
        <ErrorState
          message={categories.error.message || 'The categories could not be loaded.'}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState title="No categories available." />
      ) : (
        <ul className={gridClass}>
          {categories.data.map((category) => (
            <li key={category.id}>
              <article
                aria-labelledby={`category-${category.id}-name`}
                className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70"
                data-testid="admin-category-card"
              >
                <FoodImage src={category.image} width={320} height={200} className="aspect-[8/5] w-full" />
                <div className="flex flex-1 flex-col gap-3 p-4">
                  <div className="min-w-0">
                    <h2
                      id={`category-${category.id}-name`}
                      className="truncate text-lg font-bold text-stone-900"
                    >
                      {category.name}
                    </h2>
                    <p className="truncate text-sm text-stone-500">{category.slug}</p>
                  </div>
                  <div className="mt-auto">
                    <RowActions
                      name={category.name}
                      onEdit={() => setEditing(category)}
                      onDelete={() => remove.open(category)}
                    />
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <EditCategoryDialog category={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog {...remove.dialog} name={remove.target?.name ?? ''} kind="Category" />
    </AdminPage>
  );
}
