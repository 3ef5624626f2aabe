import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button';

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
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
    </div>
  );
}
