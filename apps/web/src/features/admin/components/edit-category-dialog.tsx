import type { Category } from '@bhoj/contract';
import { Button } from '../../../components/button';
import { useUpdateCategory } from '../api/update-category';
import { CategoryForm } from './category-form';
import { Modal } from '../../../components/modal';

/** 'Edit Category': name and image of one category; closes when saved. */
export function EditCategoryDialog({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) {
  const update = useUpdateCategory();
  const close = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };

  return (
    <Modal
      open={category !== null}
      onOpenChange={(open) => !open && close()}
      title="Edit Category"
      testId="edit-category-dialog"
    >
      {category ? (
        <CategoryForm
          key={category.id}
          initial={{ name: category.name, image: category.image }}
          saving={update.isPending}
          error={update.error}
          onSubmit={(body) => update.mutate({ id: category.id, body }, { onSuccess: close })}
        >
          <Button variant="outline" size="lg" onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
        </CategoryForm>
      ) : null}
    </Modal>
  );
}
