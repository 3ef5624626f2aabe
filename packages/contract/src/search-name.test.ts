import { describe, expect, it } from 'vitest';
import { searchNameOf, searchText } from './search-name.ts';

describe('searchNameOf', () => {
  it('keeps a name without dictionary words as search text: lowercase, one space between words', () => {
    expect(searchNameOf('  Smoky   Burgers Bowl ')).toBe('smoky burgers bowl');
  });

  it('adds the Latin spellings of a Bangla name after a tab', () => {
    expect(searchNameOf('কাচ্চি বিরিয়ানি')).toBe('কাচ্চি বিরিয়ানি\t kacchi kachchi biriyani biryani biriani');
    expect(searchNameOf('মোরগ পোলাও')).toBe('মোরগ পোলাও\t morog polao pulao');
  });

  it('adds the Bangla words of Latin dish words, each once', () => {
    expect(searchNameOf('Chicken Biryani (Chicken)')).toBe('chicken biryani (chicken)\t চিকেন মুরগি বিরিয়ানি');
  });

  it('sorts a name before the longer names it starts, in byte order', () => {
    const sorted = ['Burger Deluxe', 'Burgers Combo', 'Burger'].map(searchNameOf).sort();
    expect(sorted.map((name) => name.split('\t')[0])).toEqual(['burger', 'burger deluxe', 'burgers combo']);
  });

  it('composes Bangla the same way whichever form it came in', () => {
    expect(searchText('বড\u09bcা')).toBe(searchText('\u09acড়া'.normalize('NFD')));
  });
});
