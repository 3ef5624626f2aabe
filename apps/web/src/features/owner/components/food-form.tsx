import type { Category, Food, Tag } from '@bhoj/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/button';
import { ImageDropZone } from '../../../components/image-drop-zone';
import { firstFormError } from '../../../lib/form-errors';
import { FormError } from '../../accounts/components/form-message';
import { TextField } from '../../accounts/components/text-field';
import { uploadFile } from '../../uploads/api/upload-file';
import { useSaveFood } from '../api/save-food';
import { FOOD_ERROR_FIELDS, foodFormDefaults, toFoodBody, type FoodFormValues } from '../lib/food-form';
import { SelectField, TextAreaField } from './form-fields';

export const FOOD_ITEMS_PATH = '/restaurant/dashboard/food-items/';

/**
 * The add and update food form: name, price, category, sub category (tag), description, image and
 * Available. Saves, then goes to the food list (spec section 4); a failure shows the first server message.
 */
export function FoodForm({ food, categories, tags }: { food?: Food; categories: Category[]; tags: Tag[] }) {
  const navigate = useNavigate();
  const save = useSaveFood(food?.id);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FoodFormValues>({ defaultValues: foodFormDefaults(food) });
  const serverError = firstFormError(save.error, FOOD_ERROR_FIELDS);
  const saving = save.isPending;

  const onSubmit = handleSubmit((values) => {
    save.mutate(toFoodBody(values, food), { onSuccess: () => void navigate(FOOD_ITEMS_PATH) });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="food-form" aria-busy={saving}>
      <fieldset disabled={saving} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="off"
            error={errors.name?.message}
            {...register('name', {
              validate: (value) => value.trim() !== '' || 'Name is required.',
            })}
          />
          <TextField
            label="Price"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            error={errors.price?.message}
            {...register('price', {
              validate: (value) =>
                (value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) >= 0) ||
                'Enter the price in taka, e.g. 250.',
            })}
          />
          <SelectField
            label="Category"
            error={errors.category?.message}
            {...register('category', { required: 'Choose a category.' })}
          >
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Sub category"
            error={errors.tags?.message}
            {...register('tags', { required: 'Choose a sub category.' })}
          >
            <option value="">Choose a sub category</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField label="Description" {...register('description')} />
        <Controller
          control={control}
          name="image"
          // A new food needs a picture (the server says so too); an update keeps the current one.
          rules={{ validate: (value) => !!food || value !== '' || 'Upload an image of the food.' }}
          render={({ field, fieldState }) => (
            <div>
              <ImageDropZone
                label="Food image"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                value={field.value}
                onChange={field.onChange}
                onUpload={uploadFile}
                onUploadingChange={setUploading}
                disabled={saving}
              />
              {fieldState.error ? (
                <p className="mt-1.5 text-sm text-red-700">{fieldState.error.message}</p>
              ) : null}
            </div>
          )}
        />
        <label className="flex w-fit cursor-pointer items-center gap-3 text-sm font-semibold text-stone-800">
          <input type="checkbox" className="size-5 accent-brand-600" {...register('is_available')} />
          Available
        </label>
      </fieldset>
      <FormError>{serverError?.message}</FormError>
      <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
        <Link to={FOOD_ITEMS_PATH} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Cancel
        </Link>
        <Button type="submit" size="lg" disabled={saving || uploading}>
          {saving ? 'Saving…' : food ? 'Save changes' : 'Add food item'}
        </Button>
      </div>
    </form>
  );
}
