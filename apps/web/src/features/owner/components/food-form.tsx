import { FoodCreateBody, type Category, type Food, type Tag } from '@bhoj/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { ImageField } from '../../../components/form/image-field';
import { schemaRule } from '../../../components/form/schema-rule';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextAreaField } from '../../../components/form/textarea-field';
import { useSaveForm } from '../../../hooks/use-save-form';
import { formatNumber, useMessages } from '../../../i18n';
import { useSaveFood } from '../api/save-food';
import { FOOD_ERROR_FIELDS, foodFormDefaults, type FoodFormValues } from '../lib/food-form';
import { ownerMessages } from '../messages';

export const FOOD_ITEMS_PATH = '/restaurant/dashboard/food-items/';

// Name, category and image are checked by the server's own rules; price and sub category keep this
// form's shorter wording.
const { name: nameRule, category: categoryRule, image: imageRule } = FoodCreateBody.shape;

/**
 * The add and update food form: name, price, category, sub category (tag), description, image and
 * Available. Saves, then goes to the food list; a failure shows the first server message.
 */
export function FoodForm({ food, categories, tags }: { food?: Food; categories: Category[]; tags: Tag[] }) {
  const t = useMessages(ownerMessages);
  const navigate = useNavigate();
  const form = useForm<FoodFormValues>({ defaultValues: foodFormDefaults(food) });
  const { onSubmit, saving, imageProps, actionProps } = useSaveForm(form, {
    save: useSaveFood(food),
    toBody: (values) => values, // useSaveFood builds the add or the update body
    onSaved: () => void navigate(FOOD_ITEMS_PATH),
    errorFields: FOOD_ERROR_FIELDS,
    focusOnError: (field) => (field === 'description' ? field : undefined),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="food-form" aria-busy={saving}>
      <fieldset disabled={saving} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('name')}
            autoComplete="off"
            {...fieldProps(form, 'name', { validate: schemaRule(nameRule) })}
          />
          <TextField
            label={t('price')}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...fieldProps(form, 'price', {
              validate: (value) =>
                (value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) >= 0) ||
                t('priceInvalid', { example: formatNumber(250) }),
            })}
          />
          <SelectField
            label={t('category')}
            {...fieldProps(form, 'category', { validate: schemaRule(categoryRule) })}
          >
            <option value="">{t('chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('subCategory')}
            {...fieldProps(form, 'tags', { required: t('chooseSubCategoryError') })}
          >
            <option value="">{t('chooseSubCategory')}</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField label={t('description')} {...fieldProps(form, 'description')} />
        <ImageField
          control={form.control}
          name="image"
          // A new food needs a picture; an update keeps the current one.
          rules={food ? undefined : { validate: schemaRule(imageRule) }}
          label={t('foodImage')}
          {...imageProps}
        />
        <CheckboxField label={t('available')} className="w-fit" {...form.register('is_available')} />
      </fieldset>
      <FormActions
        cancelTo={FOOD_ITEMS_PATH}
        submitLabel={food ? t('saveChanges') : t('addFoodItem')}
        {...actionProps}
      />
    </form>
  );
}
