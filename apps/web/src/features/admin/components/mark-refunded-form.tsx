import { type AdminRefund, MarkRefundedBody, REFUND_NOTE_MAX_LENGTH } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { TextAreaField } from '../../../components/form/textarea-field';
import { useMessages } from '../../../i18n';
import { firstFormError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money';
import { adminMessages } from '../messages';
import type { EditFormProps } from './edit-dialog';

/** Marking a refund refunded by hand: which refund, and a note saying how the money went back (required). */
export function MarkRefundedForm({
  refund,
  onSubmit,
  saving,
  error,
  onCancel,
}: EditFormProps<MarkRefundedBody> & { refund: AdminRefund }) {
  const t = useMessages(adminMessages);
  const form = useForm({ resolver: zodResolver(MarkRefundedBody), defaultValues: { note: '' } });
  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="mark-refunded-form"
      onSubmit={form.handleSubmit(({ note }) => onSubmit({ note }))}
    >
      <p className="text-sm text-stone-700">
        {t('markRefundedLead', {
          amount: formatMoney(refund.amount),
          order: `#${refund.order}`,
          customer: refund.username,
        })}
      </p>
      <TextAreaField
        label={t('note')}
        placeholder={t('refundNotePlaceholder')}
        maxLength={REFUND_NOTE_MAX_LENGTH}
        readOnly={saving}
        autoFocus
        {...fieldProps(form, 'note')}
      />
      <FormActions
        error={firstFormError(error, ['note', 'error'])?.message}
        onCancel={onCancel}
        submitLabel={t('markRefunded')}
        saving={saving}
      />
    </form>
  );
}
