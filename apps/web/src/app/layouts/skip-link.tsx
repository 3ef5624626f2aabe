import { useMessages } from '../../i18n';
import { appMessages } from '../messages';

/** The first stop of the keyboard: jumps past the header to the page's <main id="main">. */
export function SkipLink() {
  const t = useMessages(appMessages);
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipToContent')}
    </a>
  );
}
