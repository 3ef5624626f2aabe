import { Store } from 'lucide-react';

/** An owner whose restaurant an admin has not created yet: nothing here can work until then. */
export function NoRestaurantNotice() {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-amber-300 bg-amber-50 px-4 py-12 text-center"
      data-testid="no-restaurant"
    >
      <Store aria-hidden="true" className="size-10 text-amber-600" />
      <p className="text-lg font-semibold text-stone-900">You have no restaurant yet</p>
      <p className="max-w-md text-stone-700">
        An admin creates your restaurant and links it to your account. Once that is done you can add food,
        edit your restaurant&apos;s details and take orders here.
      </p>
    </div>
  );
}
