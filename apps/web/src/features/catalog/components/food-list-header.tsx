import { useMessages } from '../../../i18n';
import { catalogMessages } from '../messages';

/**
 * The heading above a food grid. Pagination scrolls back to it (its `id`), below the sticky top bar; the
 * h1 is `${id}-title`, to label the page's section.
 */
export function FoodListHeader({
  id,
  title,
  eyebrow,
  count,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  count?: number;
}) {
  const t = useMessages(catalogMessages);
  return (
    <header className="mb-8 scroll-mt-24" id={id}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
      ) : null}
      <h1
        id={`${id}-title`}
        className="text-3xl font-extrabold capitalize sm:text-4xl"
        data-testid="list-title"
      >
        {title}
      </h1>
      {count !== undefined && count > 0 ? (
        <p className="mt-1 text-stone-600" data-testid="list-count">
          {t('foodCount', { count })}
        </p>
      ) : null}
    </header>
  );
}
