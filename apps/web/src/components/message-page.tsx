import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { PageTitle } from './page-title';

/** A page that is only a message (not found, no access): a mark, a heading, a sentence and one way on. */
export function MessagePage({
  title,
  heading = title,
  code,
  icon: Icon,
  text,
  textClassName = 'text-stone-600',
  link,
}: {
  /** The document title; also the heading unless `heading` says otherwise. */
  title: string;
  heading?: string;
  /** A big status number shown as the mark, such as '404'. */
  code?: string;
  /** An icon shown as the mark, in a round badge. */
  icon?: LucideIcon;
  text: string;
  textClassName?: string;
  link: { to: string; label: string };
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <PageTitle title={title} />
      {code ? <p className="text-6xl font-extrabold text-brand-600">{code}</p> : null}
      {Icon ? (
        <span className="grid size-14 place-items-center rounded-full bg-brand-100 text-brand-700">
          <Icon aria-hidden="true" className="size-7" />
        </span>
      ) : null}
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      <p className={textClassName}>{text}</p>
      <Link to={link.to} className={buttonClasses()}>
        {link.label}
      </Link>
    </section>
  );
}
