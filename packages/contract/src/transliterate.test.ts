import { describe, expect, it } from 'vitest';
import { banglaSpellingsOf, latinSpellingsOf } from './dish-words.ts';
import { hasBangla, transliterate } from './transliterate.ts';

describe('transliterate', () => {
  it('reads vowel signs and independent vowels', () => {
    expect(transliterate('কাতলা')).toBe('katla');
    expect(transliterate('তেল')).toBe('tel');
    expect(transliterate('আলু')).toBe('alu');
    expect(transliterate('ঈদ')).toBe('id');
    expect(transliterate('ঐতিহ্য')).toBe('oitihy');
    expect(transliterate('দৌড়')).toBe('dour');
  });

  it('reads the inherent vowel as o, but not at the end of a word or before a syllable with its own vowel', () => {
    expect(transliterate('মোরগ')).toBe('morog');
    expect(transliterate('সবজি')).toBe('sobji');
    expect(transliterate('কলম')).toBe('kolom');
    expect(transliterate('ক')).toBe('ko');
  });

  it('joins conjuncts through the hasanta', () => {
    expect(transliterate('ভর্তা')).toBe('bhorta');
    expect(transliterate('মিষ্টি')).toBe('mishti');
    expect(transliterate('লাচ্ছি')).toBe('lacchi');
    expect(transliterate('শুক্তো')).toBe('shukto');
  });

  it('reads ড়, ঢ় and য় whether written as one letter or with the nukta sign', () => {
    expect(transliterate('বড়া')).toBe('bora');
    expect(transliterate('বড\u09bcা')).toBe('bora');
    expect(transliterate('\u09dcা')).toBe('ra');
    expect(transliterate('আষাঢ়')).toBe('asharh');
    expect(transliterate('মিয়া')).toBe('miya');
    expect(transliterate('মি\u09dfা')).toBe('miya');
  });

  it('reads anusvara, chandrabindu, visarga, khanda ta and Bangla digits', () => {
    expect(transliterate('বাংলা')).toBe('bangla');
    expect(transliterate('চাঁদ')).toBe('chand');
    expect(transliterate('দুঃখ')).toBe('duhkh');
    expect(transliterate('হঠাৎ')).toBe('hothat');
    expect(transliterate('৩০ টাকা')).toBe('30 taka');
  });

  it('spells dish words as menus do, and leaves Latin text and other scripts alone', () => {
    expect(transliterate('কাচ্চি বিরিয়ানি')).toBe('kacchi biriyani');
    expect(transliterate('চিকেন বার্গার')).toBe('chicken burger');
    expect(transliterate('মোরগ পোলাও (Full)')).toBe('morog polao (Full)');
    expect(transliterate('Café 寿司')).toBe('Café 寿司');
  });

  it('tells text holding Bangla', () => {
    expect(hasBangla('চা Tea')).toBe(true);
    expect(hasBangla('Tea')).toBe(false);
  });
});

describe('dish dictionary', () => {
  it('gives the Latin spellings of a Bangla dish word, the common one first', () => {
    expect(latinSpellingsOf('বিরিয়ানি')).toEqual(['biriyani', 'biryani', 'biriani']);
    expect(latinSpellingsOf('\u09ac\u09bf\u09b0\u09bf\u09af\u09bc\u09be\u09a8\u09bf')[0]).toBe('biriyani');
    expect(latinSpellingsOf('কলম')).toEqual([]);
  });

  it('gives every Bangla word a Latin word stands for, in any case', () => {
    expect(banglaSpellingsOf('Biryani')).toEqual(['বিরিয়ানি']);
    expect(banglaSpellingsOf('CHICKEN')).toEqual(['চিকেন', 'মুরগি']);
    expect(banglaSpellingsOf('pen')).toEqual([]);
  });
});
