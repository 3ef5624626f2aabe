import { Construction } from 'lucide-react';
import { PageTitle } from './page-title';

/** Stands in for a page that a later issue builds. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto flex w-full max-w-3xl flex-col items-center gap-3 px-4 py-16 text-center sm:py-24"
      data-testid="coming-soon"
    >
      <PageTitle title={title} />
      <span className="grid size-14 place-items-center rounded-full bg-brand-100 text-brand-700">
        <Construction aria-hidden="true" className="size-7" />
      </span>
      <h1 id="coming-soon-title" className="text-2xl font-bold sm:text-3xl">
        {title} — coming soon
      </h1>
      <p className="max-w-md text-stone-600">This page is being cooked up. Check back shortly.</p>
    </section>
  );
}
