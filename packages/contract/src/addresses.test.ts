import { describe, expect, it } from 'vitest';
import { AddressBody, addressText } from './addresses.ts';

describe('addressText', () => {
  it('joins lines, area and city with commas and puts the notes in brackets, skipping blanks', () => {
    expect(addressText({ address: ' House 7 ', area: 'Dhanmondi', city: 'Dhaka', notes: 'Blue gate' })).toBe(
      'House 7, Dhanmondi, Dhaka (Blue gate)',
    );
    expect(addressText({ address: 'House 7', area: '', city: ' ', notes: '' })).toBe('House 7');
  });

  it('never exceeds what an order address holds', () => {
    const long = addressText({
      address: 'x'.repeat(300),
      area: 'a'.repeat(100),
      city: 'c'.repeat(100),
      notes: 'n'.repeat(200),
    });
    expect(long).toHaveLength(500);
  });
});

describe('AddressBody', () => {
  it('trims, fills blanks and drops NUL', () => {
    expect(AddressBody.parse({ address: ' Road\u0000 1 ', label: ' Home ' })).toEqual({
      label: 'Home',
      address: 'Road 1',
      area: '',
      city: '',
      notes: '',
    });
  });
});
