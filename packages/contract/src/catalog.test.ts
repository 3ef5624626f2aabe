import { describe, expect, it } from 'vitest';
import { FeedbackBody, SearchQuery, SlugParams } from './catalog.ts';
import { fieldErrors } from './testing.ts';

describe('catalog inputs', () => {
  it('reads a rating of "4" as 4 and trims the comment', () => {
    expect(FeedbackBody.parse({ rating: '4', comment: ' Great kacchi ' })).toEqual({
      rating: 4,
      comment: 'Great kacchi',
    });
  });

  it('refuses ratings outside 1 to 5 and a blank comment', () => {
    expect(fieldErrors(FeedbackBody, { rating: 6, comment: '   ' })).toEqual({
      rating: ['Choose a rating from 1 to 5 stars.'],
      comment: ['Comment is required.'],
    });
    expect(fieldErrors(FeedbackBody, {})).toEqual({
      rating: ['Rating is required.'],
      comment: ['Comment is required.'],
    });
  });

  it('reads any search text, dropping NUL and outer spaces; a bad page is page 1', () => {
    expect(SearchQuery.parse({ search: ' chicken\0 ', page: '0' })).toEqual({ search: 'chicken', page: 1 });
    expect(SearchQuery.parse({})).toEqual({ search: '', page: 1 });
  });

  it('refuses a slug holding NUL', () => {
    expect(SlugParams.safeParse({ slug: 'pizza' }).success).toBe(true);
    expect(SlugParams.safeParse({ slug: 'piz\0za' }).success).toBe(false);
  });
});
