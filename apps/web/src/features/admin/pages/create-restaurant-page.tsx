import { RestaurantCreate, slugify } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { firstFormError } from '../../../lib/form-errors';
import { FormError } from '../../accounts/components/form-message';
import { TextField } from '../../accounts/components/text-field';
import { useCreateRestaurant } from '../api/create-restaurant';
import { AdminPage, Panel } from '../components/admin-page';
import { CheckboxField, ReadOnlyField } from '../components/fields';
import { OwnerField } from '../components/owner-field';

/** Spec section 5: the create-restaurant form shows the first of these present in the answer. */
export const CREATE_RESTAURANT_ERROR_FIELDS = [
  'name',
  'address',
  'phone_number',
  'is_approved',
  'owner',
  'slug',
  'error',
] as const;

const focusable = ['name', 'address', 'phone_number', 'owner'] as const;

/**
 * admin/dashboard/create-restaurant/: name, address, phone, approved, owner, checked by the server's own
 * schema before sending; the slug the server will make is shown as the name is typed. Success goes to the
 * restaurant list (spec section 4).
 */
export function CreateRestaurantPage() {
  const navigate = useNavigate();
  const create = useCreateRestaurant();
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RestaurantCreate),
    defaultValues: { name: '', address: '', phone_number: '', is_approved: true, owner: undefined },
  });
  const name = useWatch({ control, name: 'name' });
  const serverError = firstFormError(create.error, CREATE_RESTAURANT_ERROR_FIELDS);
  const saving = create.isPending;

  const onSubmit = handleSubmit((values) => {
    // The slug is the server's to make; it is only shown here.
    const { slug: _slug, ...body } = values;
    create.mutate(body, {
      onSuccess: () => void navigate('/admin/dashboard/restaurant-list/'),
      onError: (error) => {
        const field = firstFormError(error, CREATE_RESTAURANT_ERROR_FIELDS)?.field;
        const target = field === 'slug' ? 'name' : focusable.find((known) => known === field);
        if (target && target !== 'owner') setFocus(target);
      },
    });
  });

  return (
    <AdminPage
      id="create-restaurant"
      title="Create Restaurant"
      description="The owner you choose becomes a restaurant owner."
      width="narrow"
    >
      <Panel>
        <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="create-restaurant-form">
          <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
          <ReadOnlyField
            label="Slug"
            value={slugify(typeof name === 'string' ? name : '')}
            hint="Made from the name: lowercase, spaces to dashes. A taken slug gets -2, -3…"
            testId="slug-preview"
          />
          <TextField
            label="Address"
            autoComplete="off"
            error={errors.address?.message}
            {...register('address')}
          />
          <TextField
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            error={errors.phone_number?.message}
            {...register('phone_number')}
          />
          <Controller
            control={control}
            name="owner"
            render={({ field }) => (
              <OwnerField
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                // The resolver reports the first branch of the schema's number-or-digits union ('expected
                // number'); what it means here is that no owner is chosen.
                error={errors.owner ? 'Choose an owner.' : undefined}
                disabled={saving}
              />
            )}
          />
          <CheckboxField label="Approved (listed on the storefront)" {...register('is_approved')} />
          <FormError>{serverError?.message}</FormError>
          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={saving} className="w-full xs:w-auto">
              {saving ? 'Saving…' : 'Submit'}
            </Button>
          </div>
        </form>
      </Panel>
    </AdminPage>
  );
}
