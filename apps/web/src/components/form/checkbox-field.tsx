import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';

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
