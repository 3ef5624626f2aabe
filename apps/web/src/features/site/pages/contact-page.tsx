import { Clock3, ExternalLink, Info, Mail, MapPin, Phone, Send, type LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { PageTitle } from '../../../components/page-title';
import { RichMessage } from '../../../components/rich-message';
import { useMessages } from '../../../i18n';
import { MapIllustration } from '../components/map-illustration';
import { useContactDetails } from '../lib/contact-details';
import { siteMessages } from '../messages';

const fieldClass =
  'w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200';

/**
 * contact/: a form (name, email, message; all required) and our contact details. The form sends nothing
 * (there is no contact endpoint), and says so after Send Message instead of pretending. The map is a drawing with a link
 * out: an embedded map would load a third-party page.
 */
export function ContactPage() {
  const t = useMessages(siteMessages);
  const contactDetails = useContactDetails();
  const id = useId();
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <PageTitle title={t('contactTitle')} />
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('contactEyebrow')}</p>
        <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{t('contactTitle')}</h1>
        <p className="mt-3 text-stone-600">{t('contactIntro')}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <form
          onSubmit={onSubmit}
          className="space-y-4 self-start rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 sm:p-8"
          aria-labelledby={`${id}-form-title`}
          data-testid="contact-form"
        >
          <h2 id={`${id}-form-title`} className="text-xl font-bold">
            {t('sendUsMessage')}
          </h2>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-stone-800">
              {t('name')}
            </label>
            <input id={`${id}-name`} name="name" required autoComplete="name" className={fieldClass} />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-stone-800">
              {t('email')}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              className={fieldClass}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-message`} className="block text-sm font-semibold text-stone-800">
              {t('message')}
            </label>
            <textarea id={`${id}-message`} name="message" required rows={5} className={fieldClass} />
          </div>
          <Button type="submit" size="lg">
            <Send aria-hidden="true" className="size-5" />
            {t('sendMessage')}
          </Button>
          <div aria-live="polite">
            {submitted ? (
              <p
                className="flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200"
                data-testid="contact-not-sent"
              >
                <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <span>
                  <RichMessage
                    message={(values) => t('notSent', values)}
                    parts={{
                      email: (
                        <a href={contactDetails.emailHref} className="font-semibold underline">
                          {contactDetails.email}
                        </a>
                      ),
                      phone: (
                        <a href={contactDetails.phoneHref} className="font-semibold underline">
                          {contactDetails.phone}
                        </a>
                      ),
                    }}
                  />
                </span>
              </p>
            ) : null}
          </div>
        </form>

        <div className="space-y-6">
          <section
            aria-labelledby={`${id}-details-title`}
            className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 sm:p-8"
          >
            <h2 id={`${id}-details-title`} className="text-xl font-bold">
              {t('ourDetails')}
            </h2>
            <address className="mt-4 space-y-3 text-stone-700 not-italic">
              <DetailLine icon={MapPin}>{contactDetails.address}</DetailLine>
              <DetailLine icon={Phone} href={contactDetails.phoneHref}>
                {contactDetails.phone}
              </DetailLine>
              <DetailLine icon={Mail} href={contactDetails.emailHref}>
                {contactDetails.email}
              </DetailLine>
              <DetailLine icon={Clock3}>{contactDetails.hours}</DetailLine>
            </address>
          </section>
          <figure className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200/70">
            <MapIllustration className="block h-auto w-full" />
            <figcaption className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm text-stone-700">
              <span>{t('mapPlace')}</span>
              <a
                href={contactDetails.mapHref}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
              >
                {t('openInMap')}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('opensInNewTab')}</span>
              </a>
            </figcaption>
          </figure>
        </div>
      </div>
    </div>
  );
}

/** One line of 'Our details': an icon, then the text, as a link when it has `href`. */
function DetailLine({
  icon: Icon,
  href,
  children,
}: {
  icon: LucideIcon;
  href?: string;
  children: ReactNode;
}) {
  return (
    <p className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      {href ? (
        <a href={href} className="hover:text-brand-700 hover:underline">
          {children}
        </a>
      ) : (
        children
      )}
    </p>
  );
}
