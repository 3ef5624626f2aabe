import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { inputClasses } from '../../accounts/components/text-field';

/** A labelled select; spread react-hook-form's register() into it, or control it. */
export function SelectField({
  label,
  error,
  children,
  className,
  labelClassName,
  id,
  ...select
}: ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string;
  children: ReactNode;
  /** 'sr-only' when something else on screen already names the select. */
  labelClassName?: string;
}) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={selectId} className={labelClassName ?? 'block text-sm font-semibold text-stone-800'}>
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(inputClasses, 'appearance-none pr-10')}
          {...select}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4.5 -translate-y-1/2 text-stone-500"
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A value shown as a form field that cannot be changed (the user's name on the role form, a slug). */
export function ReadOnlyField({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={clsx(inputClasses, 'bg-stone-50 text-stone-700')}
        data-testid={testId}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled checkbox; spread react-hook-form's register() into it. */
export function CheckboxField({
  label,
  className,
  ...input
}: ComponentPropsWithRef<'input'> & { label: string }) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-center gap-3 text-sm font-semibold text-stone-800',
        className,
      )}
    >
      <input type="checkbox" className="size-5 rounded border-stone-300 accent-brand-600" {...input} />
      {label}
    </label>
  );
}
