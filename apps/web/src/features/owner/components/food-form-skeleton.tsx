import { Skeleton } from '../../../components/skeleton';

export function FoodFormSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-5" data-testid="food-form-loading">
      <span role="status" className="sr-only">
        {label}
      </span>
      <div className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-[4.5rem]" />
        ))}
      </div>
      <Skeleton className="h-32" />
      <Skeleton className="h-36" />
      <Skeleton className="h-6 w-28" />
    </div>
  );
}
