import clsx from 'clsx';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useMessages } from './catalog';
import { useLanguage } from './language-provider';
import type { LanguageChoice } from './languages';
import { i18nMessages } from './messages';

type Option = 'en' | 'bn' | 'bn-latn';

const toOption = ({ language, digits }: LanguageChoice): Option =>
  language === 'en' ? 'en' : digits === 'latin' ? 'bn-latn' : 'bn';

const toChoice = (option: Option): LanguageChoice =>
  option === 'en'
    ? { language: 'en', digits: 'bengali' }
    : { language: 'bn', digits: option === 'bn-latn' ? 'latin' : 'bengali' };

/**
 * The language menu of the header and the dashboards: English, Bangla, or Bangla with Latin digits.
 * Each option is written in its own language, so anyone can find theirs.
 *
 * The select's width is fixed, with room for the longest option in either language: were it sized by its
 * options (the header's flex rows ask for its min- and max-content widths), Chromium would shape every
 * option's text and download the Bengali face on a page that shows no Bangla at all
 * (e2e/tests/bengali-font.e2e.ts). Fixed, only the shown option is drawn; the others are drawn, in the
 * face, when the menu opens.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useMessages(i18nMessages);
  const { choice, choose, switching } = useLanguage();
  const id = useId();
  return (
    <div className={clsx('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('languageLabel')}
      </label>
      <Languages aria-hidden className="pointer-events-none absolute left-2 size-4 text-stone-500" />
      <select
        id={id}
        value={toOption(choice)}
        disabled={switching}
        onChange={(event) => void choose(toChoice(event.target.value as Option))}
        className="h-9 w-32 max-w-32 min-w-32 cursor-pointer appearance-none rounded-md border border-stone-300 bg-white py-1 pr-2 pl-7 text-sm text-stone-800 hover:border-brand-300 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60"
      >
        <option value="en" lang="en">
          {t('english')}
        </option>
        <option value="bn" lang="bn">
          {t('bangla')}
        </option>
        <option value="bn-latn" lang="bn">
          {t('banglaLatinDigits')}
        </option>
      </select>
    </div>
  );
}
