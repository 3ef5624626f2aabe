import { clsx } from 'clsx';
import { Info, X } from 'lucide-react';
import { MAX_LINE_QUANTITY } from '@bhoj/contract/cart-limits';
import { useMessages } from '../../../i18n';
import { dismissMergeReport, useMergeReport } from '../guest/merge-report';
import { cartMessages } from '../messages';

const reasonKey = {
  not_found: 'mergeNotFound',
  unavailable: 'mergeUnavailable',
  line_limit: 'mergeLineLimit',
} as const;

/** After sign-in: which foods of the guest cart did not go into the account's cart in full, and why. */
export function MergeNotice({ className }: { className?: string }) {
  const t = useMessages(cartMessages);
  const report = useMergeReport();
  if (!report) return null;
  const lines = [
    ...report.skipped.map(({ name, reason }) => t(reasonKey[reason], { name, max: MAX_LINE_QUANTITY })),
    ...report.limited.map((line) => t('mergeLimited', { ...line, max: MAX_LINE_QUANTITY })),
  ];
  return (
    <div
      role="status"
      className={clsx(
        'flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900',
        className,
      )}
      data-testid="merge-notice"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('mergeTitle')}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={dismissMergeReport}
        aria-label={t('dismiss')}
        className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-amber-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
