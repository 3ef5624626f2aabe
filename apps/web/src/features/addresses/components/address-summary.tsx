import type { SavedAddress } from '@bhoj/contract';
import { useMessages } from '../../../i18n';
import { addressesMessages } from '../messages';

/** A saved address's label (with Default), its lines, area and city, and its notes. */
export function AddressSummary({ address }: { address: SavedAddress }) {
  const t = useMessages(addressesMessages);
  const place = [address.address, address.area, address.city].filter(Boolean).join(', ');
  return (
    <span className="block min-w-0 space-y-0.5">
      <span className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
        {address.label || t('untitled')}
        {address.is_default ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t('defaultBadge')}
          </span>
        ) : null}
      </span>
      <span className="block break-words text-sm text-stone-700">{place}</span>
      {address.notes ? <span className="block text-sm text-stone-500">{address.notes}</span> : null}
    </span>
  );
}
