import { translate } from '../../i18n';
import { formMessages } from './messages';

/** What schemaRule needs of a zod schema from the contract. */
type Checkable = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/**
 * A react-hook-form `validate` rule made of a contract schema: the value passes when the schema accepts
 * it, else the field shows the schema's first message, the one the server would answer too.
 */
export function schemaRule(schema: Checkable) {
  return (value: unknown): true | string => {
    const check = schema.safeParse(value);
    return check.success || (check.error.issues[0]?.message ?? translate(formMessages, 'checkField'));
  };
}
