import { describe, expect, it } from 'vitest';
import { heardOf } from './changes.ts';

describe('what a notification of the database tells', () => {
  it('a table public answers show moves the catalog; one only per-user answers show, the data', () => {
    for (const table of ['categories', 'tags', 'foods', 'comments', 'restaurants', 'search_words']) {
      expect(heardOf(`${table} update`), table).toEqual([{ kind: 'catalog' }]);
    }
    for (const table of [
      'carts',
      'cart_lines',
      'orders',
      'order_lines',
      'tickets',
      'payments',
      'addresses',
    ]) {
      expect(heardOf(`${table} insert`), table).toEqual([{ kind: 'data' }]);
    }
  });

  it('a user: the catalog (names show on comments and restaurants) and that user; a token: its user alone', () => {
    expect(heardOf('users update 12')).toEqual([{ kind: 'catalog' }, { kind: 'user', userId: 12 }]);
    expect(heardOf('users delete 12')).toEqual([{ kind: 'catalog' }, { kind: 'user', userId: 12 }]);
    expect(heardOf('auth_tokens update 7')).toEqual([{ kind: 'user', userId: 7 }]);
  });

  it('users or tokens truncated, a user not named, or "any" sent by hand: anything may differ', () => {
    expect(heardOf('any')).toEqual([{ kind: 'any' }]);
    expect(heardOf('users truncate')).toEqual([{ kind: 'any' }]);
    expect(heardOf('auth_tokens truncate')).toEqual([{ kind: 'any' }]);
    expect(heardOf('auth_tokens update x')).toEqual([{ kind: 'any' }]);
  });

  it('a table this version does not know, or what an instance of another version sends, moves the catalog', () => {
    expect(heardOf('riders insert')).toEqual([{ kind: 'catalog' }]);
    expect(heardOf('3f0c2a4e-6a43-4d8e-9a4c-3b1f0f7a9d11 data')).toEqual([{ kind: 'catalog' }]);
    expect(heardOf('')).toEqual([{ kind: 'catalog' }]);
  });
});
