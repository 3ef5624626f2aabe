import { clsx } from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** The form's one error message from the server (the first present one, see lib/form-errors), in red. */
export function FormError({ children, className }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  // An alert added to the page is read out by screen readers at once.
  return (
    <p
      role="alert"
      className={clsx(
        'rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700',
        className,
      )}
      data-testid="form-error"
    >
      {children}
    </p>
  );
}

/** A short success note, e.g. on the sign-in page after signing up. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 px-3.5 py-2.5 text-sm font-medium text-green-800"
    >
      <CheckCircle2 aria-hidden="true" className="mt-px size-4.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
