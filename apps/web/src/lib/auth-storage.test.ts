// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canShop,
  clearStoredUser,
  getStoredUser,
  homePathFor,
  parseStoredUser,
  setStoredUser,
  subscribeToStoredUser,
} from './auth-storage';

beforeEach(() => localStorage.clear());

describe('parseStoredUser', () => {
  it('reads the login answer stored under "user"', () => {
    const user = parseStoredUser(
      JSON.stringify({ token: 'k', role: 'admin', username: 'ana', email: 'a@b.c', id: 3 }),
    );
    expect(user).toEqual({ token: 'k', role: 'admin', username: 'ana', email: 'a@b.c', id: 3 });
  });

  it('counts a missing or empty token, or broken JSON, as signed out', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('not json')).toBeNull();
    expect(parseStoredUser('"string"')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ role: 'admin' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ token: '', role: 'admin' }))).toBeNull();
  });

  it('gives an unknown role the least rights', () => {
    expect(parseStoredUser(JSON.stringify({ token: 'k', role: 'superuser' }))?.role).toBe('customer');
  });
});

describe('stored user', () => {
  it('returns the same object until the record changes, and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStoredUser(listener);
    setStoredUser({ token: 'k', role: 'customer', username: 'sam' });
    const first = getStoredUser();
    expect(first?.username).toBe('sam');
    expect(getStoredUser()).toBe(first);
    localStorage.setItem('authToken', 'k');
    clearStoredUser();
    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});

describe('role helpers', () => {
  it('lets only visitors and customers shop', () => {
    expect(canShop(null)).toBe(true);
    expect(canShop({ token: 'k', role: 'customer', username: '' })).toBe(true);
    expect(canShop({ token: 'k', role: 'restaurant_owner', username: '' })).toBe(false);
    expect(canShop({ token: 'k', role: 'admin', username: '' })).toBe(false);
  });

  it('sends each role to its landing page', () => {
    expect(homePathFor('admin')).toBe('/admin/dashboard/');
    expect(homePathFor('restaurant_owner')).toBe('/restaurant/dashboard/');
    expect(homePathFor('customer')).toBe('/profile/');
  });
});
