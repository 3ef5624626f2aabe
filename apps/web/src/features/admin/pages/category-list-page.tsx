import type { Category } from '@bhoj/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddLink } from '../../../components/dashboard/add-link';
import { ConfirmDeleteDialog } from '../../../components/dashboard/confirm-delete-dialog';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { LoadingRows } from '../../../components/dashboard/loading-rows';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FoodImage } from '../../../components/food-image';
import { showToast } from '../../../components/toast';
import { useDeleteFlow } from '../../../hooks/use-delete-flow';
import { translateServerMessage, useMessages } from '../../../i18n';
import { categoriesQueryOptions } from '../../../lib/lookups';
import { useDeleteCategory } from '../api/delete-category';
import { useUpdateCategory } from '../api/update-category';
import { CategoryForm } from '../components/category-form';
import { EditDialog } from '../components/edit-dialog';
import { RowActions } from '../components/row-actions';
import { adminMessages } from '../messages';

const gridClass = 'grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** admin/dashboard/category-list/: category cards with an edit dialog and delete. */
export function CategoryListPage() {
  const t = useMessages(adminMessages);
  // The storefront's list, fetched afresh when the page opens.
  const categories = useQuery({ ...categoriesQueryOptions(), staleTime: 0 });
  const [editing, setEditing] = useState<Category | null>(null);
  const update = useUpdateCategory();
  const remove = useDeleteFlow<Category>(useDeleteCategory(), (category) =>
    showToast(t('toastCategoryDeleted', { name: category.name })),
  );

  return (
    <DashboardPage
      id="category-list"
      title={t('categoryListTitle')}
      actions={<AddLink to="/admin/dashboard/food-category/">{t('addFoodCategory')}</AddLink>}
    >
      {categories.isPending ? (
        <LoadingRows
          label={t('loadingCategories')}
          count={8}
          className={gridClass}
          rowClassName="h-64 rounded-2xl"
        />
      ) : categories.isError ? (
        <ErrorState
          message={
            categories.error.message
              ? translateServerMessage(categories.error.message)
              : t('categoriesLoadFailed')
          }
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState title={t('noCategories')} />
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
      <EditDialog
        row={editing}
        onClose={() => setEditing(null)}
        title={t('editCategory')}
        testId="edit-category-dialog"
        save={update}
        form={(category, props) => (
          <CategoryForm
            key={category.id}
            initial={{ name: category.name, image: category.image }}
            {...props}
          />
        )}
      />
      <ConfirmDeleteDialog
        {...remove.dialog}
        description={t('confirmDeleteCategory', { name: remove.target?.name ?? '' })}
      />
    </DashboardPage>
  );
}
