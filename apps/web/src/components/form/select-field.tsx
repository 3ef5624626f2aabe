import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, fieldAria, inputClasses, useFieldId } from './field';

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
  const selectId = useFieldId(id);
  return (
    <Field id={selectId} label={label} labelClassName={labelClassName} error={error} className={className}>
      <div className="relative">
        <select
          id={selectId}
          {...fieldAria(selectId, error)}
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
    </Field>
  );
}
