import { describe, expect, it } from 'vitest';
import { pageUrl } from './paging.ts';

const SITE = 'https://shop.example.com';

describe('pageUrl', () => {
  it('is the request’s path and query on PUBLIC_URL, with the page set and the other parameters kept', () => {
    expect(pageUrl(SITE, '/api/restaurant/foods/?lang=bn&page=1', 2)).toBe(
      `${SITE}/api/restaurant/foods/?lang=bn&page=2`,
    );
    expect(pageUrl(SITE, '/api/admin/orders/?status=Paid', 2)).toBe(
      `${SITE}/api/admin/orders/?status=Paid&page=2`,
    );
    expect(pageUrl(SITE, '/api/restaurant/category-foods/%E0%A6%AC%E0%A6%BF/?page=3', 2)).toBe(
      `${SITE}/api/restaurant/category-foods/%E0%A6%AC%E0%A6%BF/?page=2`,
    );
  });

  it('keeps a path PUBLIC_URL has', () => {
    expect(pageUrl('http://192.168.1.5:3000/bhoj', '/api/users/?page=2', 1)).toBe(
      'http://192.168.1.5:3000/bhoj/api/users/?page=1',
    );
  });

  it('never names another host, whatever the request line holds', () => {
    for (const requestUrl of [
      '//evil.example/api/restaurant/foods/?page=1',
      '/\\evil.example/api/restaurant/foods/?page=1',
      'http://evil.example/api/restaurant/foods/?page=1',
    ]) {
      expect(pageUrl(SITE, requestUrl, 2), requestUrl).toBe(`${SITE}/api/restaurant/foods/?page=2`);
    }
  });
});
