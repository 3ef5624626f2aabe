import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * How an action went, read out politely: the error in red, else (once it worked) the success in green
 * with a tick. `testIds` name the two messages.
 */
export function ActionOutcome({
  error,
  success,
  testIds,
}: {
  error: string | null | undefined;
  /** What to say once it worked; null until then. */
  success: ReactNode;
  testIds: { error: string; success: string };
}) {
  return (
    <div aria-live="polite">
      {error ? (
        <p className="text-sm font-semibold text-red-700" data-testid={testIds.error}>
          {error}
        </p>
      ) : success ? (
        <p
          className="flex items-center gap-1.5 text-sm font-semibold text-green-700"
          data-testid={testIds.success}
        >
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {success}
        </p>
      ) : null}
    </div>
  );
}
