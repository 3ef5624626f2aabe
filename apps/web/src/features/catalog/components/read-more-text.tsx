import { useId, useState } from 'react';
import { useMessages } from '../../../i18n';
import { catalogMessages } from '../messages';

/** Longer texts show their first `limit` characters until the reader asks for the rest. */
export const READ_MORE_LIMIT = 300;

/** A long comment collapsed to its start with 'Read more'; 'Show less' folds it again. */
export function ReadMoreText({ text, limit = READ_MORE_LIMIT }: { text: string; limit?: number }) {
  const t = useMessages(catalogMessages);
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > limit;
  const shown = long && !open ? `${text.slice(0, limit).trimEnd()}…` : text;
  return (
    <div className="mt-2">
      <p id={id} className="break-words whitespace-pre-line text-stone-700" data-testid="comment-text">
        {shown}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 text-sm font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {open ? t('showLess') : t('readMore')}
        </button>
      ) : null}
    </div>
  );
}
