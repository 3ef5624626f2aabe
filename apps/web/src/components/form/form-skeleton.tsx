import { Skeleton } from '../skeleton';

/** The blocks of a form: two fields side by side (one above the other on phones), a field, a text area… */
export type FormSkeletonBlock = 'pair' | 'field' | 'text' | 'image' | 'check';

const blockClass: Record<Exclude<FormSkeletonBlock, 'pair'>, string> = {
  field: 'h-[4.5rem]',
  // i18n-exempt: a block's size class, not text
  text: 'h-28',
  image: 'h-36',
  check: 'h-6 w-28',
};

/** Grey blocks in the shape of a form whose data is loading; `label` is read out to screen readers. */
export function FormSkeleton({
  label,
  blocks,
  testId,
}: {
  label: string;
  blocks: readonly FormSkeletonBlock[];
  testId?: string;
}) {
  return (
    <div className="space-y-5" data-testid={testId}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {blocks.map((block, index) =>
        block === 'pair' ? (
          <div key={index} className="grid gap-5 sm:grid-cols-2">
            <Skeleton className={blockClass.field} />
            <Skeleton className={blockClass.field} />
          </div>
        ) : (
          <Skeleton key={index} className={blockClass[block]} />
        ),
      )}
    </div>
  );
}
