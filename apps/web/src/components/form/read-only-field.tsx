import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Field, fieldAria, inputClasses, useFieldId } from './field';

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
  const id = useFieldId();
  return (
    <Field id={id} label={label} hint={hint}>
      <input
        id={id}
        readOnly
        value={value}
        {...fieldAria(id, undefined, hint)}
        className={clsx(inputClasses, 'bg-stone-50 text-stone-700')}
        data-testid={testId}
      />
    </Field>
  );
}
