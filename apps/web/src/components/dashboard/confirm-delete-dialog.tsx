import { useMessages } from '../../i18n';
import { Button } from '../button';
import { FormError } from '../form/form-message';
import { formMessages } from '../form/messages';
import { Modal } from '../modal';
import { dashboardMessages } from './messages';

/**
 * Asks before deleting, with Cancel and Delete. A refusal (a 409 while the row is in use) shows inside the
 * dialog, which then stays open; it cannot be closed while the delete runs. Pair it with useDeleteFlow.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  deleting,
  error,
  testId = 'confirm-delete-dialog',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  /** 'Are you sure you want to delete Kacchi Bhai Restaurant?' */
  description: string;
  onConfirm: () => void;
  deleting: boolean;
  error?: string;
  testId?: string;
}) {
  const t = useMessages(dashboardMessages);
  const tForm = useMessages(formMessages);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!deleting) onOpenChange(next);
      }}
      title={title ?? t('confirmDelete')}
      description={description}
      testId={testId}
    >
      <FormError className="mb-4">{error}</FormError>
      <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={deleting}>
          {tForm('cancel')}
        </Button>
        <Button
          className="bg-red-600 hover:bg-red-700 active:bg-red-800"
          onClick={onConfirm}
          disabled={deleting}
        >
          {deleting ? t('deleting') : t('delete')}
        </Button>
      </div>
    </Modal>
  );
}
