import { Trash2 } from 'lucide-react';

/** The trash button of a cart line. */
export function RemoveLineButton({
  name,
  onClick,
  disabled = false,
}: {
  name: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="grid size-9 place-items-center rounded-full text-stone-500 transition-colors hover:bg-red-50 hover:text-red-700 disabled:pointer-events-none disabled:opacity-40"
      aria-label={`Remove ${name} from cart`}
      disabled={disabled}
      onClick={onClick}
      data-testid="remove-line"
    >
      <Trash2 aria-hidden="true" className="size-4.5" />
    </button>
  );
}
