import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, fieldAria, inputClasses, useFieldId } from './field';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** A message about this field (client-side check), shown under it and tied to it for screen readers. */
  error?: string;
  /** Rendered inside the field's box, at the right (the password toggle). */
  trailing?: ReactNode;
};

/** A labelled input. Spread react-hook-form's register() into it. */
export function TextField({ label, error, trailing, id, className, ...input }: TextFieldProps) {
  const inputId = useFieldId(id);
  return (
    <Field id={inputId} label={label} error={error} className={className}>
      <div className="relative">
        <input
          id={inputId}
          {...fieldAria(inputId, error)}
          className={clsx(inputClasses, trailing ? 'pr-12' : null)}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
    </Field>
  );
}
