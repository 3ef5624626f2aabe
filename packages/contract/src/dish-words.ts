/**
 * Common dish words in Bangla with their Latin spellings, the first being the one slugs use. Search
 * reads a name through it both ways: a Bangla name is also found by these spellings, and a Latin name
 * holding one of them is also found by the Bangla word. Add a word here when the letter-by-letter
 * transliteration spells it differently from menus, or when menus name it in English.
 */
const DISH_WORDS: [bangla: string, latin: string[]][] = [
  ['বিরিয়ানি', ['biriyani', 'biryani', 'biriani']],
  ['কাচ্চি', ['kacchi', 'kachchi']],
  ['তেহারি', ['tehari']],
  ['খিচুড়ি', ['khichuri', 'khichdi']],
  ['পোলাও', ['polao', 'pulao']],
  ['হালিম', ['halim', 'haleem']],
  ['কাবাব', ['kabab', 'kebab']],
  ['চিকেন', ['chicken']],
  ['মুরগি', ['murgi', 'chicken']],
  ['বিফ', ['beef']],
  ['গরু', ['goru', 'beef']],
  ['মাংস', ['mangsho', 'meat']],
  ['খাসি', ['khashi', 'mutton']],
  ['মাটন', ['mutton']],
  ['মাছ', ['mach', 'fish']],
  ['ফিশ', ['fish']],
  ['ইলিশ', ['ilish', 'hilsa']],
  ['চিংড়ি', ['chingri', 'prawn', 'shrimp']],
  ['ভর্তা', ['bhorta', 'bharta']],
  ['ভুনা', ['bhuna']],
  ['কারি', ['curry']],
  ['ডাল', ['dal', 'daal']],
  ['ভাত', ['bhat', 'rice']],
  ['রাইস', ['rice']],
  ['নান', ['naan', 'nan']],
  ['পরোটা', ['porota', 'paratha', 'parota']],
  ['রুটি', ['ruti', 'roti']],
  ['বার্গার', ['burger']],
  ['পিৎজা', ['pizza']],
  ['পিজ্জা', ['pizza']],
  ['পাস্তা', ['pasta']],
  ['নুডলস', ['noodles']],
  ['স্যান্ডউইচ', ['sandwich']],
  ['ফ্রাইড', ['fried']],
  ['ফুচকা', ['fuchka', 'phuchka']],
  ['চটপটি', ['chotpoti', 'chatpati']],
  ['সিঙ্গারা', ['singara']],
  ['সমুচা', ['somucha', 'samosa']],
  ['পিঠা', ['pitha']],
  ['মিষ্টি', ['mishti', 'sweet']],
  ['দই', ['doi', 'yogurt']],
  ['রসমালাই', ['roshmalai', 'rasmalai']],
  ['রসগোল্লা', ['roshogolla', 'rasgulla']],
  ['লাচ্ছি', ['lacchi', 'lassi']],
  ['চা', ['cha', 'tea']],
  ['কফি', ['coffee']],
  ['জুস', ['juice']],
  ['স্পেশাল', ['special']],
];

const toLatin = new Map(DISH_WORDS.map(([bangla, latin]) => [bangla.normalize('NFC'), latin]));
const toBangla = new Map<string, string[]>();
for (const [bangla, latin] of DISH_WORDS) {
  for (const word of latin) toBangla.set(word, [...(toBangla.get(word) ?? []), bangla.normalize('NFC')]);
}

/** The Latin spellings of a Bangla word, the common one first; none when the dictionary lacks it. */
export const latinSpellingsOf = (bangla: string): readonly string[] =>
  toLatin.get(bangla.normalize('NFC')) ?? [];

/** The Bangla words a Latin word (any case) stands for; none when the dictionary lacks it. */
export const banglaSpellingsOf = (latin: string): readonly string[] =>
  toBangla.get(latin.toLowerCase()) ?? [];
