import { RestaurantCreate, slugify } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { Panel } from '../../../components/dashboard/panel';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { PhoneField } from '../../../components/form/phone-field';
import { ReadOnlyField } from '../../../components/form/read-only-field';
import { TextField } from '../../../components/form/text-field';
import { useSaveForm } from '../../../hooks/use-save-form';
import { useMessages } from '../../../i18n';
import { useCreateRestaurant } from '../api/create-restaurant';
import { OwnerField } from '../components/owner-field';
import { adminMessages } from '../messages';

/** Which server message the create-restaurant form shows: the first of these present in the answer. */
export const CREATE_RESTAURANT_ERROR_FIELDS = [
  'name',
  'address',
  'phone_number',
  'is_approved',
  'owner',
  'slug',
  'error',
] as const;

const FOCUSABLE = ['name', 'address', 'phone_number'] as const;

/**
 * admin/dashboard/create-restaurant/: name, address, phone, approved, owner, checked by the server's own
 * schema before sending; the slug the server will make is shown as the name is typed. Success goes to the
 * restaurant list.
 */
export function CreateRestaurantPage() {
  const t = useMessages(adminMessages);
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(RestaurantCreate),
    defaultValues: { name: '', address: '', phone_number: '', is_approved: true, owner: undefined },
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const { onSubmit, saving, actionProps } = useSaveForm(form, {
    save: useCreateRestaurant(),
    // The slug is the server's to make; it is only shown here.
    toBody: ({ slug: _slug, ...body }) => body,
    onSaved: () => void navigate('/admin/dashboard/restaurant-list/'),
    errorFields: CREATE_RESTAURANT_ERROR_FIELDS,
    // A slug problem is the name's.
    focusOnError: (field) => (field === 'slug' ? 'name' : FOCUSABLE.find((known) => known === field)),
  });

  return (
    <DashboardPage
      id="create-restaurant"
      title={t('createRestaurant')}
      description={t('createRestaurantDescription')}
      width="narrow"
    >
      <Panel>
        <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="create-restaurant-form">
          <TextField label={t('name')} autoComplete="off" {...fieldProps(form, 'name')} />
          <ReadOnlyField
            label={t('slug')}
            value={slugify(typeof name === 'string' ? name : '')}
            hint={t('slugHint')}
            testId="slug-preview"
          />
          <TextField label={t('address')} autoComplete="off" {...fieldProps(form, 'address')} />
          <PhoneField label={t('phoneNumber')} autoComplete="off" {...fieldProps(form, 'phone_number')} />
          <Controller
            control={form.control}
            name="owner"
            render={({ field }) => (
              <OwnerField
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                // The resolver reports the first branch of the schema's number-or-digits union ('expected
                // number'); what it means here is that no owner is chosen.
                error={form.formState.errors.owner ? t('chooseOwner') : undefined}
                disabled={saving}
              />
            )}
          />
          <CheckboxField label={t('approvedListed')} {...form.register('is_approved')} />
          <FormActions submitLabel={t('submit')} {...actionProps} />
        </form>
      </Panel>
    </DashboardPage>
  );
}
