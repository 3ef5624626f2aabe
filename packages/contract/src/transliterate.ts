import { latinSpellingsOf } from './dish-words.ts';

/**
 * Bengali script to Latin letters, as dish names are commonly spelled on Bangladeshi menus: slugs and
 * search read Bangla names through it. Each Bangla word the dish dictionary knows takes its common
 * spelling (`বিরিয়ানি` → `biriyani`); other words follow the letters.
 */

const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  ৎ: 't',
};
/** A consonant followed by the nukta sign: how NFC writes ড়, ঢ় and য় (they never compose). */
const NUKTA_CONSONANTS: Record<string, string> = { ড: 'r', ঢ: 'rh', য: 'y' };
const INDEPENDENT_VOWELS: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
};
const VOWEL_SIGNS: Record<string, string> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
};
/** Anusvara, chandrabindu (a nasal vowel, read as n) and visarga. */
const MARKS: Record<string, string> = { 'ং': 'ng', 'ঁ': 'n', 'ঃ': 'h' };
const HASANTA = '্';
const NUKTA = '়';
const DIGIT_ZERO = 0x09e6;

/** One consonant and what follows it: a vowel sign, nothing (the inherent vowel) or the hasanta. */
interface Syllable {
  consonant: string;
  vowel: string | 'inherent' | 'none';
}
type Piece = Syllable | string;

/** Splits one Bangla word into consonant syllables and plain Latin pieces (vowels, marks). */
function syllables(word: string): Piece[] {
  const pieces: Piece[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const last = pieces.at(-1);
    if (char in CONSONANTS) {
      const nukta = chars[i + 1] === NUKTA && char in NUKTA_CONSONANTS;
      if (nukta) i++;
      // য after the hasanta (ya-phala) is a y: ঐতিহ্য → oitihy.
      const yaPhala = char === 'য' && typeof last === 'object' && last.vowel === 'none';
      const latin = nukta || yaPhala ? NUKTA_CONSONANTS[char]! : CONSONANTS[char]!;
      pieces.push({ consonant: latin, vowel: 'inherent' });
    } else if (char in VOWEL_SIGNS && typeof last === 'object') last.vowel = VOWEL_SIGNS[char]!;
    else if (char === HASANTA && typeof last === 'object') last.vowel = 'none';
    else if (char in INDEPENDENT_VOWELS) pieces.push(INDEPENDENT_VOWELS[char]!);
    else if (char in MARKS) pieces.push(MARKS[char]!);
    else if (char >= '০' && char <= '৯') pieces.push(String(char.charCodeAt(0) - DIGIT_ZERO));
    // Anything else inside a word (a stray nukta, zero-width joiners) has no sound of its own.
  }
  return pieces;
}

const endsInVowel = (piece: Piece | undefined) =>
  piece !== undefined && (typeof piece === 'string' ? /[aeiou]$/.test(piece) : piece.vowel !== 'none');
const hasOwnVowel = (piece: Piece | undefined) =>
  typeof piece === 'object' && piece.vowel !== 'inherent' && piece.vowel !== 'none';

/**
 * The inherent vowel is read as `o` (মোরগ → morog), except at the end of a word (কাবাব → kabab) and
 * between a vowel and a consonant carrying its own vowel sign (ফুচকা → fuchka, সবজি → sobji).
 */
function spell(pieces: Piece[]): string {
  return pieces
    .map((piece, i) => {
      if (typeof piece === 'string') return piece;
      if (piece.vowel === 'none') return piece.consonant;
      if (piece.vowel !== 'inherent') return piece.consonant + piece.vowel;
      const last = i === pieces.length - 1 && i > 0;
      const between = i > 0 && endsInVowel(pieces[i - 1]) && hasOwnVowel(pieces[i + 1]);
      return last || between ? piece.consonant : `${piece.consonant}o`;
    })
    .join('');
}

/** A run of Bengali letters, signs and digits: one word. */
const BANGLA_WORD = /[\u0980-\u09ff\u200c\u200d]+/g;

/** One Bangla word in Latin letters: the dictionary's spelling when it has one, else by the letters. */
export const transliterateWord = (word: string) => latinSpellingsOf(word)[0] ?? spell(syllables(word));

/** `text` with every Bangla word in Latin letters; everything else is left as it is. */
export const transliterate = (text: string) => text.normalize('NFC').replace(BANGLA_WORD, transliterateWord);

/** Whether `text` holds any Bengali letter. */
export const hasBangla = (text: string) => /[\u0980-\u09ff]/.test(text);
