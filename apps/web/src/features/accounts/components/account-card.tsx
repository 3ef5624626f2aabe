import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';

/** The look of the links on the account pages ('Sign Up', 'Forget Password'). */
export const accountLinkClass = 'font-semibold text-brand-700 hover:underline';

/**
 * The frame of the account pages (sign-in, sign-up, the password pages, update profile): a centred card
 * with a heading, and under it an optional way to another page ('New to Bhoj? Sign Up').
 */
export function AccountCard({
  title,
  subtitle,
  wide = false,
  switchTo,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** Room for two fields side by side (the profile form). */
  wide?: boolean;
  switchTo?: { prompt: string; to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section
      className={clsx('mx-auto w-full px-4 py-10', wide ? 'max-w-2xl sm:py-14' : 'max-w-md sm:py-16')}
      aria-labelledby="account-card-title"
    >
      <PageTitle title={title} />
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 id="account-card-title" className="text-2xl font-bold text-stone-900">
          {title}
        </h1>
        {subtitle ? <p className="mt-1.5 text-sm text-stone-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {switchTo ? (
        <p className="mt-5 text-center text-sm text-stone-600">
          {switchTo.prompt}{' '}
          <Link to={switchTo.to} className={accountLinkClass}>
            {switchTo.label}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
