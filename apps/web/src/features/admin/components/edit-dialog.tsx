import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/modal';

/** What an EditDialog hands the form inside it. */
export type EditFormProps<Body> = {
  saving: boolean;
  /** The failed save, if any. */
  error: unknown;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
};

/**
 * A dialog editing one row (a category, a tag): open while `row` is set, closed once saved or cancelled
 * but not while the save runs. `save` is the row's update mutation; `form` draws the form for the row.
 */
export function EditDialog<Row extends { id: number }, Body>({
  row,
  onClose,
  title,
  testId,
  save,
  form,
}: {
  row: Row | null;
  onClose: () => void;
  title: string;
  testId: string;
  save: UseMutationResult<unknown, Error, { id: number; body: Body }>;
  form: (row: Row, props: EditFormProps<Body>) => ReactNode;
}) {
  const close = () => {
    if (save.isPending) return;
    save.reset();
    onClose();
  };

  return (
    <Modal open={row !== null} onOpenChange={(open) => !open && close()} title={title} testId={testId}>
      {row
        ? form(row, {
            saving: save.isPending,
            error: save.error,
            onSubmit: (body) => save.mutate({ id: row.id, body }, { onSuccess: close }),
            onCancel: close,
          })
        : null}
    </Modal>
  );
}
