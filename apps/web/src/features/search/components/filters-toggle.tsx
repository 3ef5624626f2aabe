import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { useMessages } from '../../../i18n';
import { searchMessages } from '../messages';

/**
 * On a phone the filters wait behind a button, so the results start on the first screen; from the
 * large breakpoint they are always shown beside the results.
 */
export function FiltersToggle({ count, children }: { count: number; children: ReactNode }) {
  const t = useMessages(searchMessages);
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        variant="outline"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        data-testid="filters-toggle"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {count > 0 ? t('activeFilters', { count }) : t('showFilters')}
      </Button>
      <div id={id} className={clsx(open ? 'mt-3' : 'hidden', 'lg:mt-0 lg:block')}>
        {children}
      </div>
    </div>
  );
}
