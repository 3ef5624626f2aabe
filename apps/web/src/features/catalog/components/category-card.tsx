import type { Category } from '@bhoj/contract';
import { UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { FoodImage } from '../../../components/food-image';

export function CategoryCard({ category }: { category: Category }) {
  return (
    <Link
      to={`/category/${category.slug}/`}
      className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="aspect-square overflow-hidden bg-stone-100">
        {category.image ? (
          <FoodImage
            src={category.image}
            width={240}
            height={240}
            sizes="240px"
            className="size-full transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <div
            className="grid size-full place-items-center text-stone-400"
            data-testid="category-placeholder"
          >
            <UtensilsCrossed aria-hidden="true" className="size-10" />
          </div>
        )}
      </div>
      <p className="truncate px-3 py-3 text-center font-semibold text-stone-800 group-hover:text-brand-700">
        {category.name}
      </p>
    </Link>
  );
}
