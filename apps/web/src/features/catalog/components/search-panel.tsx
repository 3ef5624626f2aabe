import { Search } from 'lucide-react';
import { useId } from 'react';
import { Sheet } from '../../../components/sheet';

/**
 * The side search panel opened from the header.
 * TODO(search issue): search GET /api/restaurant/search-food/?search= on every keystroke and list results.
 */
export function SearchPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const inputId = useId();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="right" title="Search food">
      <div className="space-y-4 p-4" data-testid="search-panel">
        <label htmlFor={inputId} className="sr-only">
          Search food
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-stone-400"
          />
          <input
            id={inputId}
            type="search"
            placeholder="Search for pizza, biryani…"
            autoComplete="off"
            className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-3 pl-10 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <p className="text-sm text-stone-600">Search is coming soon.</p>
      </div>
    </Sheet>
  );
}
