import { Minus, Plus } from 'lucide-react';

const stepButton =
  'grid size-9 place-items-center text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-700 disabled:pointer-events-none disabled:opacity-40';

/** A cart line's quantity with − and + (spec section 5: never below 1, so − is disabled at 1). */
export function LineQuantity({
  name,
  quantity,
  onChange,
  disabled = false,
}: {
  /** The food's name, for the buttons' labels. */
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={`Quantity of ${name}`}
      className="inline-flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white"
    >
      <button
        type="button"
        className={stepButton}
        aria-label={`Decrease quantity of ${name}`}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
        data-testid="decrease-quantity"
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span
        className="min-w-9 border-x border-stone-300 px-1 text-center text-sm leading-9 font-semibold tabular-nums"
        data-testid="line-quantity"
      >
        {quantity}
      </span>
      <button
        type="button"
        className={stepButton}
        aria-label={`Increase quantity of ${name}`}
        disabled={disabled}
        onClick={() => onChange(quantity + 1)}
        data-testid="increase-quantity"
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
