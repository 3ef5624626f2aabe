import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

/** The frame of the sign-in, sign-up and password pages: a centred card with a heading. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16" aria-labelledby="auth-title">
      <PageTitle title={title} />
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 id="auth-title" className="text-2xl font-bold text-stone-900">
          {title}
        </h1>
        {subtitle ? <p className="mt-1.5 text-sm text-stone-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-5 text-center text-sm text-stone-600">{footer}</div> : null}
    </section>
  );
}
