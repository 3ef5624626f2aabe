import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useMessages } from '../../../i18n';
import { useCategories } from '../../../lib/lookups';
import { useRestaurantChoices } from '../api/search-results';
import {
  hasFilters,
  isPriceText,
  NO_FILTERS,
  pricesReversed,
  type SearchFilters as Filters,
} from '../lib/search-params';
import { searchMessages } from '../messages';

/**
 * Category, restaurant and price range. The choices are applied together with Apply (so the URL, and
 * with it back and forward, moves once per change, not once per keystroke); Clear drops them all.
 */
export function SearchFilters({
  filters,
  onApply,
}: {
  filters: Filters;
  onApply: (filters: Filters) => void;
}) {
  const t = useMessages(searchMessages);
  const categories = useCategories();
  const restaurants = useRestaurantChoices();
  const [draft, setDraft] = useState(filters);
  const [checked, setChecked] = useState(false);

  const priceError = (key: 'min_price' | 'max_price') =>
    checked && !isPriceText(draft[key]) ? t('priceFormat') : undefined;
  const orderError = checked && pricesReversed(draft) ? t('priceOrder') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!isPriceText(draft.min_price) || !isPriceText(draft.max_price) || pricesReversed(draft)) return;
    onApply(draft);
  }

  function clear() {
    setDraft(NO_FILTERS);
    setChecked(false);
    onApply(NO_FILTERS);
  }

  const set = (key: keyof Filters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="search-filters-heading"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70"
      data-testid="search-filters"
    >
      <h2 id="search-filters-heading" className="text-lg font-bold text-stone-900">
        {t('filtersHeading')}
      </h2>
      <SelectField
        label={t('category')}
        value={draft.category}
        onChange={(event) => set('category')(event.currentTarget.value)}
        data-testid="filter-category"
      >
        <option value="">{t('anyCategory')}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={category.slug}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('restaurant')}
        value={draft.restaurant}
        onChange={(event) => set('restaurant')(event.currentTarget.value)}
        data-testid="filter-restaurant"
      >
        <option value="">{t('anyRestaurant')}</option>
        {(restaurants.data ?? []).map((restaurant) => (
          <option key={restaurant.id} value={restaurant.slug}>
            {restaurant.name}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('minPrice')}
          inputMode="decimal"
          value={draft.min_price}
          onChange={(event) => set('min_price')(event.currentTarget.value)}
          error={priceError('min_price')}
          data-testid="filter-min-price"
        />
        <TextField
          label={t('maxPrice')}
          inputMode="decimal"
          value={draft.max_price}
          onChange={(event) => set('max_price')(event.currentTarget.value)}
          error={priceError('max_price') ?? orderError}
          data-testid="filter-max-price"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" data-testid="filter-apply">
          {t('apply')}
        </Button>
        {hasFilters(filters) || hasFilters(draft) ? (
          <Button variant="outline" onClick={clear} data-testid="filter-clear">
            {t('clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
