import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '../i18n';

// Private-use characters: no translation contains them, so they mark where each element goes.
const MARK = '\uE000';
const MARKS = new RegExp(`${MARK}(\\d+)${MARK}`);

/**
 * A translated sentence with elements (links, bold words) where its placeholders are, so each language
 * keeps its own word order: `<RichMessage message={(values) => t('notSent', values)} parts={{ email:
 * <a …/> }} />` for "…email us at {email}.".
 */
export function RichMessage({
  message,
  parts,
}: {
  message: (values: MessageValues) => string;
  parts: Record<string, ReactNode>;
}) {
  const names = Object.keys(parts);
  const values = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  const pieces = message(values).split(MARKS);
  return pieces.map((piece, index) =>
    // split() with a capture group puts the marked indexes at the odd positions.
    index % 2 === 0 ? piece : <Fragment key={index}>{parts[names[Number(piece)]!]}</Fragment>,
  );
}
