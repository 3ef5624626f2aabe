import { Button } from '../../../components/button';
import { FormError } from '../../accounts/components/form-message';
import { Modal } from '../../../components/modal';

/**
 * 'Confirm Delete' / 'Are you sure you want to delete {name} {kind}?' with Cancel and Delete (spec section 2).
 * A refusal (409 while the row is in use) is shown inside the dialog, which then stays open.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  name,
  kind,
  onConfirm,
  deleting,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is deleted, e.g. 'Kacchi Bhai'. */
  name: string;
  /** 'Restaurant', 'Category', 'Tag'. */
  kind: string;
  onConfirm: () => void;
  deleting: boolean;
  error?: string;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!deleting) onOpenChange(next);
      }}
      title="Confirm Delete"
      description={`Are you sure you want to delete ${name} ${kind}?`}
      testId="confirm-delete-dialog"
    >
      <FormError className="mb-4">{error}</FormError>
      <div className="flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={deleting}>
          Cancel
        </Button>
        <Button
          className="bg-red-600 hover:bg-red-700 active:bg-red-800"
          onClick={onConfirm}
          disabled={deleting}
        >
          {deleting ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
