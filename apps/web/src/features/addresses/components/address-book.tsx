import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@bhoj/contract';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { LoadingStatus } from '../../../components/loading-status';
import { Skeleton } from '../../../components/skeleton';
import { useMessages } from '../../../i18n';
import { firstFormError } from '../../../lib/form-errors';
import { useDeleteAddress, useSaveAddress, useSavedAddresses } from '../api/saved-addresses';
import { addressesMessages } from '../messages';
import { AddressForm } from './address-form';
import { AddressSummary } from './address-summary';

/** The profile's address book: every saved address with Edit, Delete and Make default, and Add. */
export function AddressBook() {
  const t = useMessages(addressesMessages);
  const addresses = useSavedAddresses();
  /** The address being edited, 'new' while adding, null otherwise. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  let body;
  if (addresses.isPending) {
    body = (
      <div className="space-y-3" data-testid="addresses-loading">
        <LoadingStatus label={t('loading')} />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (addresses.isError) {
    body = (
      <ErrorState
        message={t('loadFailed')}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
      />
    );
  } else {
    const full = addresses.data.length >= MAX_SAVED_ADDRESSES;
    body = (
      <>
        {addresses.data.length === 0 && editing !== 'new' ? (
          <p className="text-stone-600" data-testid="addresses-empty">
            {t('empty')}
          </p>
        ) : null}
        <ul className="space-y-3">
          {addresses.data.map((address) => (
            <li key={address.id} data-testid="saved-address" data-address-id={address.id}>
              {editing === address.id ? (
                <AddressForm editing={address} onDone={() => setEditing(null)} />
              ) : (
                <AddressRow address={address} onEdit={() => setEditing(address.id)} />
              )}
            </li>
          ))}
        </ul>
        {editing === 'new' ? (
          <AddressForm onDone={() => setEditing(null)} />
        ) : (
          <div className="space-y-2">
            <Button
              variant="outline"
              onClick={() => setEditing('new')}
              disabled={full}
              data-testid="address-add"
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('add')}
            </Button>
            {full ? (
              <p className="text-sm text-stone-600">{t('limitReached', { count: MAX_SAVED_ADDRESSES })}</p>
            ) : null}
          </div>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby="address-book-title"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="address-book"
    >
      <div>
        <h2 id="address-book-title" className="flex items-center gap-2 text-xl font-bold text-stone-900">
          <MapPin aria-hidden="true" className="size-5 text-brand-700" />
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('intro')}</p>
      </div>
      {body}
    </section>
  );
}

function AddressRow({ address, onEdit }: { address: SavedAddress; onEdit: () => void }) {
  const t = useMessages(addressesMessages);
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [confirming, setConfirming] = useState(false);
  const busy = save.isPending || remove.isPending;
  const name = address.label || t('untitled');
  const error = firstFormError(save.error ?? remove.error, ['error', 'address']);

  return (
    <div className="space-y-3 rounded-xl border border-stone-200 p-4">
      <AddressSummary address={address} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          disabled={busy}
          aria-label={t('editNamed', { label: name })}
        >
          {t('edit')}
        </Button>
        {address.is_default ? null : (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={t('makeDefaultNamed', { label: name })}
            onClick={() => {
              const { label, area, city, notes } = address;
              save.mutate({
                id: address.id,
                body: { label, address: address.address, area, city, notes, is_default: true },
              });
            }}
          >
            {t('makeDefault')}
          </Button>
        )}
        {confirming ? (
          <span className="flex flex-wrap items-center gap-2" role="group" aria-label={t('confirmDelete')}>
            <span className="text-sm font-semibold text-stone-800">{t('confirmDelete')}</span>
            <Button
              size="sm"
              className="bg-red-600 hover:bg-red-700 active:bg-red-800"
              disabled={busy}
              onClick={() => remove.mutate(address.id)}
              data-testid="address-delete-confirm"
            >
              {remove.isPending ? t('deleting') : t('delete')}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
              {t('keep')}
            </Button>
          </span>
        ) : (
          <Button
            size="sm"
            variant="outline"
            className="text-red-700"
            disabled={busy}
            aria-label={t('deleteNamed', { label: name })}
            onClick={() => setConfirming(true)}
          >
            {t('delete')}
          </Button>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
