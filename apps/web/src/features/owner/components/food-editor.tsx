import type { Food } from '@bhoj/contract';
import { ErrorState } from '../../../components/error-state';
import { FormSkeleton } from '../../../components/form/form-skeleton';
import { useMessages } from '../../../i18n';
import { useFoodLookups } from '../api/get-food-lookups';
import { ownerMessages } from '../messages';
import { FoodForm } from './food-form';

/** The food form's shape while it loads. */
export function FoodFormSkeleton({ label }: { label: string }) {
  return (
    <FormSkeleton
      label={label}
      blocks={['pair', 'pair', 'text', 'image', 'check']}
      testId="food-form-loading"
    />
  );
}

/** The food form once its category and tag lists have arrived (the selects need their options first). */
export function FoodEditor({ food }: { food?: Food }) {
  const t = useMessages(ownerMessages);
  const { categories, tags } = useFoodLookups();
  if (categories.data && tags.data) {
    return <FoodForm food={food} categories={categories.data} tags={tags.data} />;
  }
  if (categories.isError || tags.isError) {
    return (
      <ErrorState
        message={t('lookupsFailed')}
        onRetry={() => {
          if (categories.isError) void categories.refetch();
          if (tags.isError) void tags.refetch();
        }}
        retrying={categories.isFetching || tags.isFetching}
      />
    );
  }
  return <FoodFormSkeleton label={t('loadingForm')} />;
}
