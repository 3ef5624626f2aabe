import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import { formMessages } from './messages';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle ('Show password' / 'Hide password' for screen readers). */
export function PasswordField({ label, ...props }: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const t = useMessages(formMessages);
  const [visible, setVisible] = useState(false);
  const field = label.toLocaleLowerCase();
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={t(visible ? 'hideField' : 'showField', { field })}
          aria-pressed={visible}
          className="grid size-9 place-items-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
