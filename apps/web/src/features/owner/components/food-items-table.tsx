import type { Food } from '@bhoj/contract';
import { clsx } from 'clsx';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StackedTable } from '../../../components/dashboard/stacked-table';
import { FoodImage } from '../../../components/food-image';
import { Skeleton } from '../../../components/skeleton';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { tagTitle } from '../../../lib/tag-title';
import { ownerMessages } from '../messages';

const COLUMNS = ['name', 'category', 'price', 'available', 'tag', 'actions'] as const;

/*
 * Below the sm width each row is a card: the name with the actions beside it, then category, price,
 * availability and tag as labelled facts.
 */
const row = 'flex flex-wrap items-center gap-x-4 gap-y-1.5 px-4 py-3 sm:table-row sm:p-0';
const nameCell = 'w-[calc(100%-6rem)] sm:w-auto sm:px-4 sm:py-3';
const actionsCell = 'w-20 text-right sm:w-auto sm:px-4 sm:py-3';
const factCell = 'order-1 text-xs sm:order-none sm:px-4 sm:py-3 sm:text-sm';

function MobileLabel({ children }: { children: ReactNode }) {
  return <span className="text-stone-500 sm:hidden">{children} </span>;
}

function TableFrame({ children }: { children: ReactNode }) {
  const t = useMessages(ownerMessages);
  return (
    <StackedTable
      columns={COLUMNS.map((column) => t(column))}
      testId="food-items-table"
      minWidth="sm:min-w-[40rem]"
    >
      {children}
    </StackedTable>
  );
}

/** 'All Food Items': Name, Category, Price, Available (Yes/No), Tag, and edit and delete actions. */
export function FoodItemsTable({
  foods,
  tagNames,
  onDelete,
}: {
  foods: Food[];
  /** Tag names by id, when the tag list has arrived; else the tag's slug is shown as words. */
  tagNames?: ReadonlyMap<number, string>;
  onDelete: (food: Food) => void;
}) {
  const t = useMessages(ownerMessages);
  return (
    <TableFrame>
      {foods.map((food) => (
        <tr key={food.id} role="row" className={row} data-testid="food-row">
          <td role="cell" className={nameCell}>
            <span className="flex items-center gap-3">
              <FoodImage src={food.image} width={40} height={40} className="size-10 shrink-0 rounded-lg" />
              <span className="font-semibold text-stone-900">{food.name}</span>
            </span>
          </td>
          <td role="cell" className={factCell}>
            <MobileLabel>{t('category')}</MobileLabel>
            {food.category_name}
          </td>
          <td role="cell" className={clsx(factCell, 'font-semibold whitespace-nowrap tabular-nums')}>
            <MobileLabel>{t('price')}</MobileLabel>
            {formatMoney(food.price)}
          </td>
          <td role="cell" className={factCell}>
            <MobileLabel>{t('available')}</MobileLabel>
            <span
              className={food.is_available ? 'font-semibold text-green-700' : 'font-semibold text-stone-500'}
            >
              {food.is_available ? t('yes') : t('no')}
            </span>
          </td>
          <td role="cell" className={factCell}>
            <MobileLabel>{t('tag')}</MobileLabel>
            {tagNames?.get(food.tags) ?? tagTitle(food.food_tag)}
          </td>
          <td role="cell" className={actionsCell}>
            <span className="inline-flex gap-1">
              <Link
                to={`/restaurant/dashboard/update-food-item/${food.id}/`}
                aria-label={t('editFood', { name: food.name })}
                title={t('edit')}
                className="grid size-9 place-items-center rounded-full text-stone-600 hover:bg-brand-50 hover:text-brand-700"
              >
                <Pencil aria-hidden="true" className="size-4.5" />
              </Link>
              <button
                type="button"
                aria-label={t('deleteFood', { name: food.name })}
                title={t('delete')}
                onClick={() => onDelete(food)}
                className="grid size-9 place-items-center rounded-full text-stone-600 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2 aria-hidden="true" className="size-4.5" />
              </button>
            </span>
          </td>
        </tr>
      ))}
    </TableFrame>
  );
}

/** Ten skeleton rows while the list loads. */
export function FoodItemsSkeleton() {
  const t = useMessages(ownerMessages);
  return (
    <>
      <span role="status" className="sr-only">
        {t('loadingFoods')}
      </span>
      <TableFrame>
        {Array.from({ length: 10 }, (_, index) => (
          <tr key={index} role="row" className={row} data-testid="skeleton-row">
            {COLUMNS.map((column) => (
              <td
                key={column}
                role="cell"
                className={column === 'name' ? nameCell : column === 'actions' ? actionsCell : factCell}
              >
                <Skeleton className={column === 'name' ? 'h-10' : 'h-5 min-w-12'} />
              </td>
            ))}
          </tr>
        ))}
      </TableFrame>
    </>
  );
}
