import { banglaSpellingsOf, latinSpellingsOf } from './dish-words.ts';
import { hasBangla, transliterate } from './transliterate.ts';

/** Text as search compares it: composed (NFC), lowercase, words one space apart. */
export const searchText = (text: string) =>
  text.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean).join(' ');

/**
 * Between a name and the spellings added to find it from the other script. The tab sorts before the
 * space, so in byte order a name still comes before every longer name it starts ("burger" before
 * "burger deluxe"); the space after it starts the first added word, as spaces start the others.
 */
export const SEARCH_NAME_SEPARATOR = '\t ';

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** A Bangla word's Latin spellings (the dictionary's, else by the letters); a Latin word's Bangla ones. */
const otherScript = (word: string): readonly string[] => {
  if (!hasBangla(word)) return banglaSpellingsOf(word);
  const known = latinSpellingsOf(word);
  return known.length > 0 ? known : [transliterate(word)];
};

/**
 * What the ranked search reads for a food (the column foods.search_name): the name as `searchText`
 * makes it, then the separator and its words in the other script, e.g. `কাচ্চি বিরিয়ানি` with
 * `kacchi kachchi biriyani biryani biriani`, and `chicken biryani` with `চিকেন মুরগি বিরিয়ানি`.
 */
export function searchNameOf(name: string): string {
  const text = searchText(name);
  const added = [...new Set((text.match(WORD) ?? []).flatMap(otherScript))].filter((w) => w !== '');
  return added.length > 0 ? `${text}${SEARCH_NAME_SEPARATOR}${added.join(' ')}` : text;
}
