import type { Food } from '@bhoj/contract';
import { clsx } from 'clsx';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StackedTable } from '../../../components/dashboard/stacked-table';
import { FoodImage } from '../../../components/food-image';
import { Skeleton } from '../../../components/skeleton';
import { formatMoney } from '../../../lib/money';
import { tagTitle } from '../../catalog/lib/tag-title';

const columns = ['Name', 'Category', 'Price', 'Available', 'Tag', 'Actions'] as const;

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
  return (
    <StackedTable columns={columns} testId="food-items-table" minWidth="sm:min-w-[40rem]">
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
            <MobileLabel>Category</MobileLabel>
            {food.category_name}
          </td>
          <td role="cell" className={clsx(factCell, 'font-semibold whitespace-nowrap tabular-nums')}>
            <MobileLabel>Price</MobileLabel>
            {formatMoney(food.price)}
          </td>
          <td role="cell" className={factCell}>
            <MobileLabel>Available</MobileLabel>
            <span
              className={food.is_available ? 'font-semibold text-green-700' : 'font-semibold text-stone-500'}
            >
              {food.is_available ? 'Yes' : 'No'}
            </span>
          </td>
          <td role="cell" className={factCell}>
            <MobileLabel>Tag</MobileLabel>
            {tagNames?.get(food.tags) ?? tagTitle(food.food_tag)}
          </td>
          <td role="cell" className={actionsCell}>
            <span className="inline-flex gap-1">
              <Link
                to={`/restaurant/dashboard/update-food-item/${food.id}/`}
                aria-label={`Edit ${food.name}`}
                title="Edit"
                className="grid size-9 place-items-center rounded-full text-stone-600 hover:bg-brand-50 hover:text-brand-700"
              >
                <Pencil aria-hidden="true" className="size-4.5" />
              </Link>
              <button
                type="button"
                aria-label={`Delete ${food.name}`}
                title="Delete"
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
  return (
    <>
      <span role="status" className="sr-only">
        Loading food items
      </span>
      <TableFrame>
        {Array.from({ length: 10 }, (_, index) => (
          <tr key={index} role="row" className={row} data-testid="skeleton-row">
            {columns.map((column) => (
              <td
                key={column}
                role="cell"
                className={column === 'Name' ? nameCell : column === 'Actions' ? actionsCell : factCell}
              >
                <Skeleton className={column === 'Name' ? 'h-10' : 'h-5 min-w-12'} />
              </td>
            ))}
          </tr>
        ))}
      </TableFrame>
    </>
  );
}
