import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/schemas/auth';
import { createQueryClient } from '@/lib/query-client';

const avery: User = { id: 1, email: 'avery@example.com', username: 'avery', firstName: 'Avery', lastName: 'Stone', role: 'customer', createdAt: '2026-11-21T10:00:00.000Z' };
const blake: User = { ...avery, id: 2, email: 'blake@example.com', username: 'blake' };

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

// The module remembers the user once per page: each test loads it afresh, as a new page would.
const loadSession = () => import('./session');

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('window', { localStorage: memoryStorage() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session query', () => {
  it('asks GET /api/auth/session once and shares the answer between callers', async () => {
    const { sessionQueryOptions } = await loadSession();
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ user: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const [a, b] = await Promise.all([client.fetchQuery(sessionQueryOptions()), client.fetchQuery(sessionQueryOptions())]);
    expect([a, b]).toEqual([null, null]);
    // Never stale: a later reader gets the cached answer without asking again.
    await client.ensureQueryData(sessionQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/session');
  });

  it('records a sign-in, and refetches the other queries only when the person changes', async () => {
    const { answeredSessionUser, setSessionUser } = await loadSession();
    const client = createQueryClient();
    client.setQueryData(['submissions'], ['one of avery’s']);
    setSessionUser(client, avery);
    expect(answeredSessionUser(client)).toEqual(avery);
    // A visitor became Avery: nothing of anyone else's may stay.
    expect(client.getQueryData(['submissions'])).toBeUndefined();

    client.setQueryData(['submissions'], ['one of avery’s']);
    setSessionUser(client, { ...avery, firstName: 'Ave' });
    expect(client.getQueryData(['submissions'])).toEqual(['one of avery’s']);

    setSessionUser(client, blake);
    expect(client.getQueryData(['submissions'])).toBeUndefined();
    expect(answeredSessionUser(client)).toEqual(blake);

    setSessionUser(client, null);
    expect(answeredSessionUser(client)).toBeNull();
  });

  it('remembers every answer and change in the browser, and forgets the user on sign-out', async () => {
    const { REMEMBERED_USER_KEY, sessionQueryOptions, setSessionUser } = await loadSession();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ user: avery }), { status: 200 })));
    const client = createQueryClient();

    await client.fetchQuery(sessionQueryOptions());
    expect(JSON.parse(window.localStorage.getItem(REMEMBERED_USER_KEY) ?? 'null')).toEqual(avery);
    setSessionUser(client, blake);
    expect(JSON.parse(window.localStorage.getItem(REMEMBERED_USER_KEY) ?? 'null')).toEqual(blake);
    setSessionUser(client, null);
    expect(window.localStorage.getItem(REMEMBERED_USER_KEY)).toBeNull();
  });

  it('still records the user when storage refuses the write (private mode)', async () => {
    const refusing = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    vi.stubGlobal('window', { localStorage: refusing });
    const { answeredSessionUser, setSessionUser } = await loadSession();
    const client = createQueryClient();

    setSessionUser(client, avery);

    expect(answeredSessionUser(client)).toEqual(avery);
  });
});
