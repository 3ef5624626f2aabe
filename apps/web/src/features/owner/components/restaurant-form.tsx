import { RestaurantUpdateBody, type Restaurant } from '@bhoj/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { ImageField } from '../../../components/form/image-field';
import { PhoneField } from '../../../components/form/phone-field';
import { schemaRule } from '../../../components/form/schema-rule';
import { TextField } from '../../../components/form/text-field';
import { TextAreaField } from '../../../components/form/textarea-field';
import { useSaveForm } from '../../../hooks/use-save-form';
import { useMessages } from '../../../i18n';
import { useUpdateRestaurant } from '../api/update-restaurant';
import { RESTAURANT_ERROR_FIELDS, restaurantFormDefaults, toRestaurantBody } from '../lib/restaurant-form';
import { ownerMessages } from '../messages';

export const DASHBOARD_PATH = '/restaurant/dashboard/';

/**
 * Name, phone, address and cover image; success goes to the dashboard. Only the name is checked here (by
 * the server's rule); the server checks the rest and its first message shows under the form.
 */
export function RestaurantForm({ restaurant }: { restaurant: Restaurant }) {
  const t = useMessages(ownerMessages);
  const navigate = useNavigate();
  const form = useForm<RestaurantUpdateBody>({ defaultValues: restaurantFormDefaults(restaurant) });
  const { onSubmit, saving, imageProps, actionProps } = useSaveForm(form, {
    save: useUpdateRestaurant(),
    toBody: (values) => toRestaurantBody(values, restaurant),
    onSaved: () => void navigate(DASHBOARD_PATH),
    errorFields: RESTAURANT_ERROR_FIELDS,
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      data-testid="restaurant-form"
      aria-busy={saving}
    >
      <fieldset disabled={saving} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('name')}
            autoComplete="organization"
            {...fieldProps(form, 'name', { validate: schemaRule(RestaurantUpdateBody.shape.name) })}
          />
          <PhoneField label={t('phone')} autoComplete="tel" {...form.register('phone_number')} />
        </div>
        <TextAreaField
          label={t('address')}
          rows={3}
          autoComplete="street-address"
          {...form.register('address')}
        />
        <ImageField control={form.control} name="cover_image" label={t('coverImage')} {...imageProps} />
      </fieldset>
      <FormActions cancelTo={DASHBOARD_PATH} submitLabel={t('saveChanges')} {...actionProps} />
    </form>
  );
}
