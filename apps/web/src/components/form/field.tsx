import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { translateServerMessage } from '../../i18n';

/** The look of every text box and select of the forms. */
export const inputClasses =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 outline-none transition-colors placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 aria-[invalid=true]:border-red-500';

const labelClasses = 'block text-sm font-semibold text-stone-800';

/** The control's id: the one given, else a generated one. */
export function useFieldId(id?: string): string {
  const autoId = useId();
  return id ?? autoId;
}

/** Ties a control to the hint and the error its Field shows under it, for screen readers. */
export function fieldAria(id: string, error?: string, hint?: ReactNode) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
}

/** A label above a control (the children), with an optional hint and an error message under it. */
export function Field({
  id,
  label,
  labelClassName = labelClasses,
  hint,
  error,
  className,
  children,
}: {
  /** The control's id. */
  id: string;
  label: string;
  /** 'sr-only' when something else on screen already names the control. */
  labelClassName?: string;
  hint?: ReactNode;
  /** A message about this field (a client-side check). */
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {translateServerMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
