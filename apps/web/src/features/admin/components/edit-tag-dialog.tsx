import type { Tag } from '@bhoj/contract';
import { Button } from '../../../components/button';
import { useUpdateTag } from '../api/update-tag';
import { Modal } from '../../../components/modal';
import { TagForm } from './tag-form';

/** 'Edit Tag': the tag's name; closes when saved. */
export function EditTagDialog({ tag, onClose }: { tag: Tag | null; onClose: () => void }) {
  const update = useUpdateTag();
  const close = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };

  return (
    <Modal
      open={tag !== null}
      onOpenChange={(open) => !open && close()}
      title="Edit Tag"
      testId="edit-tag-dialog"
    >
      {tag ? (
        <TagForm
          key={tag.id}
          initial={{ name: tag.name }}
          saving={update.isPending}
          error={update.error}
          onSubmit={(body) => update.mutate({ id: tag.id, body }, { onSuccess: close })}
        >
          <Button variant="outline" size="lg" onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
        </TagForm>
      ) : null}
    </Modal>
  );
}
