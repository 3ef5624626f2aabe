import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Field, fieldAria, inputClasses, useFieldId } from './field';

/** A labelled text area. Spread react-hook-form's register() into it. */
export function TextAreaField({
  label,
  error,
  className,
  id,
  ...area
}: ComponentPropsWithRef<'textarea'> & { label: string; error?: string }) {
  const areaId = useFieldId(id);
  return (
    <Field id={areaId} label={label} error={error} className={className}>
      <textarea
        id={areaId}
        rows={4}
        {...fieldAria(areaId, error)}
        className={clsx(inputClasses, 'h-auto min-h-24 py-2.5')}
        {...area}
      />
    </Field>
  );
}
