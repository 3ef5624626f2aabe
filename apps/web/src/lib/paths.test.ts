import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPath } from './paths';

describe('signInPath', () => {
  it('encodes the path to return to', () => {
    expect(signInPath()).toBe('/sign-in/');
    expect(signInPath('/checkout/?step=2')).toBe('/sign-in/?returnTo=%2Fcheckout%2F%3Fstep%3D2');
  });
});

describe('safeReturnTo', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnTo('/food/pizza/')).toBe('/food/pizza/');
    expect(safeReturnTo('/update-profile/?x=1')).toBe('/update-profile/?x=1');
  });

  it('refuses other origins and empty values', () => {
    for (const value of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeReturnTo(value, '/profile/')).toBe('/profile/');
    }
  });
});
