import type { Role } from '@bhoj/contract';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user lives in localStorage under 'user' as the login answer: {token, role, username, ...}.
 * A separate 'authToken' entry is also cleared on sign-out.
 */
export const USER_STORAGE_KEY = 'user';
export const TOKEN_STORAGE_KEY = 'authToken';

export type StoredUser = {
  token: string;
  role: Role;
  username: string;
  email?: string;
  id?: number;
  [field: string]: unknown;
};

const knownRoles: readonly Role[] = ['customer', 'restaurant_owner', 'admin'];
const CHANGE_EVENT = 'bhoj:user-change';

let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

/** Parses the stored record; anything without a token counts as signed out. Unknown roles get the least rights. */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.token !== 'string' || record.token === '') return null;
    const role = knownRoles.find((known) => known === record.role) ?? 'customer';
    const username = typeof record.username === 'string' ? record.username : '';
    return { ...record, token: record.token, role, username };
  } catch {
    return null;
  }
}

/** The stored user, or null. The same object is returned until the stored record changes. */
export function getStoredUser(): StoredUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseStoredUser(raw);
  }
  return cachedUser;
}

export function setStoredUser(user: StoredUser): void {
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearStoredUser(): void {
  try {
    window.localStorage.removeItem(USER_STORAGE_KEY);
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

/** Calls back when the stored user changes in this tab or another one. */
export function subscribeToStoredUser(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_STORAGE_KEY) callback();
  };
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored user as React state: components re-render on sign-in and sign-out, in any tab. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribeToStoredUser, getStoredUser, () => null);
}

/** Owners and admins cannot shop: no cart, no cart count, no Orders link. */
export function canShop(user: StoredUser | null): boolean {
  return user === null || user.role === 'customer';
}

/** Where a user lands after sign-in and where the Dashboard link points. */
export function homePathFor(role: Role): string {
  if (role === 'admin') return '/admin/dashboard/';
  if (role === 'restaurant_owner') return '/restaurant/dashboard/';
  return '/profile/';
}
