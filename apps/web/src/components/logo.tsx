import { clsx } from 'clsx';
import { UtensilsCrossed } from 'lucide-react';

/** The Bhoj word mark. Wrap it in a link; the text 'Bhoj' is the link's accessible name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 text-xl font-extrabold tracking-tight', className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
        <UtensilsCrossed aria-hidden="true" className="size-4.5" />
      </span>
      {/* i18n-exempt: the brand's name, the same in every language */}
      <span className="text-stone-900">Bhoj</span>
    </span>
  );
}
