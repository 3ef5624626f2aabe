import type { AddressBody, SavedAddress } from '@bhoj/contract';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextAreaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { useMessages } from '../../../i18n';
import { firstFormError } from '../../../lib/form-errors';
import { useSaveAddress } from '../api/saved-addresses';
import { serverFieldErrors } from '../lib/field-errors';
import { addressesMessages } from '../messages';

type Values = {
  label: string;
  address: string;
  area: string;
  city: string;
  notes: string;
  is_default: boolean;
};
const FIELDS = ['label', 'address', 'area', 'city', 'notes'] as const;

/** Adds an address, or edits `editing`; the server's messages are shown at their fields. */
export function AddressForm({
  editing,
  onDone,
}: {
  editing?: SavedAddress;
  /** Called after a save and on Cancel. */
  onDone: () => void;
}) {
  const t = useMessages(addressesMessages);
  const save = useSaveAddress();
  const form = useForm<Values>({
    defaultValues: {
      label: editing?.label ?? '',
      address: editing?.address ?? '',
      area: editing?.area ?? '',
      city: editing?.city ?? '',
      notes: editing?.notes ?? '',
      is_default: editing?.is_default ?? false,
    },
  });
  const { errors } = form.formState;
  const server = serverFieldErrors(save.error, FIELDS);
  const general = Object.keys(server).length ? null : firstFormError(save.error, ['error']);
  const idPrefix = `address-${editing?.id ?? 'new'}`;

  const submit = form.handleSubmit((values) => {
    const body: AddressBody = { ...values, is_default: values.is_default || undefined };
    save.mutate({ id: editing?.id, body }, { onSuccess: onDone });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4 rounded-xl border border-stone-200 bg-stone-50 p-4"
      aria-labelledby={`${idPrefix}-title`}
      data-testid="address-form"
    >
      <h3 id={`${idPrefix}-title`} className="font-bold text-stone-900">
        {editing ? t('formEditTitle') : t('formAddTitle')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-label`}
          label={t('label')}
          placeholder={t('labelHint')}
          maxLength={50}
          error={server.label}
          {...form.register('label')}
        />
        <TextField
          id={`${idPrefix}-area`}
          label={t('area')}
          maxLength={100}
          error={server.area}
          {...form.register('area')}
        />
      </div>
      <TextAreaField
        id={`${idPrefix}-lines`}
        label={t('lines')}
        rows={2}
        required
        maxLength={300}
        autoComplete="street-address"
        error={errors.address?.message ?? server.address}
        {...form.register('address', {
          validate: (value) => value.trim() !== '' || t('linesRequired'),
        })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-city`}
          label={t('city')}
          maxLength={100}
          autoComplete="address-level2"
          error={server.city}
          {...form.register('city')}
        />
        <TextField
          id={`${idPrefix}-notes`}
          label={t('notes')}
          maxLength={200}
          error={server.notes}
          {...form.register('notes')}
        />
      </div>
      {editing?.is_default ? null : (
        <CheckboxField label={t('setDefault')} {...form.register('is_default')} />
      )}
      {general ? (
        <p role="alert" className="text-sm font-semibold text-red-700" data-testid="address-form-error">
          {general.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending} data-testid="address-save">
          {save.isPending ? t('saving') : t('save')}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
