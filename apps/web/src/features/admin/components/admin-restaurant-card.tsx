import type { Restaurant } from '@bhoj/contract';
import { clsx } from 'clsx';
import { CheckCircle2, Mail, MapPin, Phone, Trash2, User, UtensilsCrossed, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { FoodImage } from '../../../components/food-image';
import { translateServerMessage, useMessages } from '../../../i18n';
import { useSetRestaurantApproval } from '../api/set-restaurant-approval';
import { adminMessages } from '../messages';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      {icon}
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

const iconClass = 'mt-0.5 size-4 shrink-0 text-brand-600';

/** A restaurant as the admin sees it: its details, approval with a toggle, and Delete. */
export function AdminRestaurantCard({
  restaurant,
  onDelete,
}: {
  restaurant: Restaurant;
  onDelete: (restaurant: Restaurant) => void;
}) {
  const t = useMessages(adminMessages);
  const approval = useSetRestaurantApproval();
  const approved = restaurant.is_approved;

  return (
    <article
      aria-labelledby={`restaurant-${restaurant.id}-name`}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70"
      data-testid="admin-restaurant-card"
    >
      <div className="relative aspect-[16/9]">
        <FoodImage src={restaurant.cover_image} width={480} height={270} className="size-full" />
        <span
          className={clsx(
            'absolute top-3 left-3 inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm',
            approved ? 'bg-green-100 text-green-800' : 'bg-stone-100 text-stone-700',
          )}
          data-testid="approval-badge"
        >
          {approved ? (
            <CheckCircle2 aria-hidden="true" className="size-3.5" />
          ) : (
            <XCircle aria-hidden="true" className="size-3.5" />
          )}
          {approved ? t('approved') : t('notApproved')}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 id={`restaurant-${restaurant.id}-name`} className="text-lg font-bold text-stone-900">
            {restaurant.name}
          </h2>
          <p className="text-xs text-stone-500">/{restaurant.slug}/</p>
        </div>
        <ul className="space-y-1.5 text-sm text-stone-700">
          <Detail icon={<User aria-hidden="true" className={iconClass} />} label={t('owner')}>
            {restaurant.owner}
          </Detail>
          <Detail icon={<UtensilsCrossed aria-hidden="true" className={iconClass} />} label={t('foods')}>
            {t('foodCount', { count: restaurant.total_foods })}
          </Detail>
          <Detail icon={<MapPin aria-hidden="true" className={iconClass} />} label={t('address')}>
            {restaurant.address || t('notProvided')}
          </Detail>
          <Detail icon={<Mail aria-hidden="true" className={iconClass} />} label={t('email')}>
            {restaurant.email}
          </Detail>
          <Detail icon={<Phone aria-hidden="true" className={iconClass} />} label={t('phone')}>
            {restaurant.phone_number || t('notProvided')}
          </Detail>
        </ul>
        {approval.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {translateServerMessage(approval.error.message)}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            variant="outline"
            size="sm"
            disabled={approval.isPending}
            onClick={() => approval.mutate({ id: restaurant.id, isApproved: !approved })}
            aria-label={t(approved ? 'unapproveNamed' : 'approveNamed', { name: restaurant.name })}
          >
            {approved ? (
              <XCircle aria-hidden="true" className="size-4" />
            ) : (
              <CheckCircle2 aria-hidden="true" className="size-4" />
            )}
            {approval.isPending ? t('saving') : approved ? t('unapprove') : t('approve')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
            onClick={() => onDelete(restaurant)}
            aria-label={t('deleteNamed', { name: restaurant.name })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}
