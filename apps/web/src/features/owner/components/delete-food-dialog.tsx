import type { Food } from '@bhoj/contract';
import { Button } from '../../../components/button';
import { firstFormError } from '../../../lib/form-errors';
import { useDeleteFood } from '../api/delete-food';
import { Modal } from '../../../components/modal';

/** 'Delete {name}?' with Cancel and Delete; closes once the server has deleted it. */
export function DeleteFoodDialog({
  food,
  onClose,
  onDeleted,
}: {
  food: Food | null;
  onClose: () => void;
  onDeleted?: (food: Food) => void;
}) {
  const remove = useDeleteFood();
  const error = firstFormError(remove.error, ['error']);

  function close() {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  }

  return (
    <Modal
      open={food !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={food ? `Delete ${food.name}?` : 'Delete'}
      description="It leaves your menu at once. Past orders keep their copy of it."
      testId="delete-food-dialog"
    >
      {error ? (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {error.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
        <Button variant="outline" onClick={close} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          className="bg-red-600 hover:bg-red-700 active:bg-red-800"
          disabled={remove.isPending || food === null}
          onClick={() => {
            if (!food) return;
            remove.mutate(food.id, {
              onSuccess: () => {
                remove.reset();
                onDeleted?.(food);
                onClose();
              },
            });
          }}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
