import { ChevronDown } from 'lucide-react';
import { useFormat, useMessages } from '../../../i18n';
import { catalogMessages } from '../messages';

/** The FAQ's three statements: each question's catalog key, then its answer's. */
const QUESTIONS = [
  ['faqWhenQuestion', 'faqWhenAnswer'],
  ['faqPayQuestion', 'faqPayAnswer'],
  ['faqFeeQuestion', 'faqFeeAnswer'],
] as const;

/** Delivery hours, 10 AM to 10 PM, on the clock's 12 hours. */
const OPENS_AT = 10;
const CLOSES_AT = 10;

/** Questions that open and close (native disclosure widgets: keyboard and screen reader ready). */
export function Faq() {
  const t = useMessages(catalogMessages);
  const { formatNumber } = useFormat();
  const hours = { from: formatNumber(OPENS_AT), to: formatNumber(CLOSES_AT) };
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="faq-title" className="mb-6 text-center text-2xl font-bold sm:text-3xl">
        {t('faqTitle')}
      </h2>
      <ul className="space-y-3" data-testid="faq">
        {QUESTIONS.map(([question, answer]) => (
          <li key={question}>
            <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 open:ring-brand-300">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-stone-900 marker:content-none hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                {t(question)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-stone-700">{t(answer, hours)}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
