import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button';
import { useMessages } from '../../../i18n';
import { adminMessages } from '../messages';

/** Edit and Delete buttons of a list row or card; `name` makes their labels say what they act on. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useMessages(adminMessages);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('editNamed', { name })}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('edit')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
        onClick={onDelete}
        aria-label={t('deleteNamed', { name })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('delete')}
      </Button>
    </div>
  );
}
