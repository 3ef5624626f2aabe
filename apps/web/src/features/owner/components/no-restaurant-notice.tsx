import { Store } from 'lucide-react';
import { useMessages } from '../../../i18n';
import { ownerMessages } from '../messages';

/** An owner whose restaurant an admin has not created yet: nothing here can work until then. */
export function NoRestaurantNotice() {
  const t = useMessages(ownerMessages);
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-amber-300 bg-amber-50 px-4 py-12 text-center"
      data-testid="no-restaurant"
    >
      <Store aria-hidden="true" className="size-10 text-amber-600" />
      <p className="text-lg font-semibold text-stone-900">{t('noRestaurantTitle')}</p>
      <p className="max-w-md text-stone-700">{t('noRestaurantText')}</p>
    </div>
  );
}
