import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export const inputClasses =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 outline-none transition-colors placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 aria-[invalid=true]:border-red-500';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** A message about this field (client-side check), shown under it and tied to it for screen readers. */
  error?: string;
  /** Rendered inside the field's box, at the right (the password toggle). */
  trailing?: ReactNode;
};

/** A labelled input. Spread react-hook-form's register() into it. */
export function TextField({ label, error, trailing, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(inputClasses, trailing ? 'pr-12' : null)}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
