import { Skeleton } from '../skeleton';

/**
 * Grey blocks standing in for a list's rows, cards or figures while they load; `label` is read out to
 * screen readers. `className` lays them out (a stack by default, or a grid).
 */
export function LoadingRows({
  label,
  count,
  rowClassName,
  className = 'space-y-3',
  testId,
}: {
  label: string;
  count: number;
  /** The size of each block, or of the block at an index. */
  rowClassName: string | ((index: number) => string);
  className?: string;
  testId?: string;
}) {
  return (
    <div className={className} data-testid={testId}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton
          key={index}
          className={typeof rowClassName === 'string' ? rowClassName : rowClassName(index)}
        />
      ))}
    </div>
  );
}
