import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { inputClasses } from '../../accounts/components/text-field';

function FieldShell({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled native select. Spread react-hook-form's register() into it. */
export function SelectField({
  label,
  error,
  className,
  children,
  ...select
}: ComponentPropsWithRef<'select'> & { label: string; error?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(inputClasses, 'appearance-auto pr-2')}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** A labelled text area. Spread react-hook-form's register() into it. */
export function TextAreaField({
  label,
  error,
  className,
  ...area
}: ComponentPropsWithRef<'textarea'> & { label: string; error?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(inputClasses, 'h-auto min-h-24 py-2.5')}
        {...area}
      />
    </FieldShell>
  );
}
