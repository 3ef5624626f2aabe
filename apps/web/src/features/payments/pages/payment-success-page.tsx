import { PageTitle } from '../../../components/page-title';

/** The page shows only the text 'payment success'. */
export function PaymentSuccessPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <PageTitle title="Payment" />
      <h1 className="text-2xl font-bold">payment success</h1>
    </section>
  );
}
