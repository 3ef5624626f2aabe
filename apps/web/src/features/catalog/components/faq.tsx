import { ChevronDown } from 'lucide-react';

/** The FAQ's three statements. */
const questions = [
  {
    question: 'When do you deliver?',
    answer: 'We deliver from 10 AM to 10 PM, seven days a week.',
  },
  {
    question: 'How can I pay?',
    answer: 'Pay cash on delivery — you pay the rider when your food arrives — or pay online at checkout.',
  },
  {
    question: 'How much does delivery cost?',
    answer:
      'Delivery fees depend on your location and the restaurant. You always see the fee before you place your order.',
  },
];

/** Questions that open and close (native disclosure widgets: keyboard and screen reader ready). */
export function Faq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="faq-title" className="mb-6 text-center text-2xl font-bold sm:text-3xl">
        Frequently asked questions
      </h2>
      <ul className="space-y-3" data-testid="faq">
        {questions.map(({ question, answer }) => (
          <li key={question}>
            <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 open:ring-brand-300">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-stone-900 marker:content-none hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-stone-700">{answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
