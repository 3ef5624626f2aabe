import type { Restaurant } from '@bhoj/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/button';
import { ImageDropZone } from '../../../components/image-drop-zone';
import { firstFormError } from '../../../lib/form-errors';
import { FormError } from '../../accounts/components/form-message';
import { TextField } from '../../accounts/components/text-field';
import { uploadFile } from '../../uploads/api/upload-file';
import { useUpdateRestaurant } from '../api/update-restaurant';
import {
  RESTAURANT_ERROR_FIELDS,
  restaurantFormDefaults,
  toRestaurantBody,
  type RestaurantFormValues,
} from '../lib/restaurant-form';
import { TextAreaField } from './form-fields';

export const DASHBOARD_PATH = '/restaurant/dashboard/';

/** Name, phone, address and cover image; success goes to the dashboard (spec section 4). */
export function RestaurantForm({ restaurant }: { restaurant: Restaurant }) {
  const navigate = useNavigate();
  const update = useUpdateRestaurant();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RestaurantFormValues>({ defaultValues: restaurantFormDefaults(restaurant) });
  const serverError = firstFormError(update.error, RESTAURANT_ERROR_FIELDS);
  const saving = update.isPending;

  const onSubmit = handleSubmit((values) => {
    update.mutate(toRestaurantBody(values, restaurant), { onSuccess: () => void navigate(DASHBOARD_PATH) });
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
            label="Name"
            autoComplete="organization"
            error={errors.name?.message}
            {...register('name', { validate: (value) => value.trim() !== '' || 'Name is required.' })}
          />
          <TextField
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...register('phone_number')}
          />
        </div>
        <TextAreaField label="Address" rows={3} autoComplete="street-address" {...register('address')} />
        <Controller
          control={control}
          name="cover_image"
          render={({ field }) => (
            <ImageDropZone
              label="Cover image"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              value={field.value}
              onChange={field.onChange}
              onUpload={uploadFile}
              onUploadingChange={setUploading}
              disabled={saving}
            />
          )}
        />
      </fieldset>
      <FormError>{serverError?.message}</FormError>
      <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
        <Link to={DASHBOARD_PATH} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Cancel
        </Link>
        <Button type="submit" size="lg" disabled={saving || uploading}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
