import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/schemas/auth';
import { USER_CACHE_KEY, onCachedUserChange, readCachedUser, writeCachedUser } from './user-cache';

const avery: User = { id: 1, email: 'avery@example.com', username: 'avery', firstName: 'Avery', lastName: 'Stone', role: 'customer', createdAt: '2026-11-21T10:00:00.000Z' };

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser copy of the signed-in user', () => {
  it('tells every listener of each write until it unsubscribes, and keeps the copy', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    const heard: (User | null)[] = [];
    const unsubscribe = onCachedUserChange((user) => heard.push(user));

    writeCachedUser(avery);
    expect(readCachedUser()).toEqual(avery);
    writeCachedUser(null);
    expect(window.localStorage.getItem(USER_CACHE_KEY)).toBeNull();
    unsubscribe();
    writeCachedUser(avery);

    expect(heard).toEqual([avery, null]);
  });

  it('still tells the listeners when storage refuses the write (private mode)', () => {
    const refusing = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    vi.stubGlobal('window', { localStorage: refusing });
    const heard: (User | null)[] = [];
    const unsubscribe = onCachedUserChange((user) => heard.push(user));

    writeCachedUser(avery);
    unsubscribe();

    expect(readCachedUser()).toBeNull();
    expect(heard).toEqual([avery]);
  });
});
