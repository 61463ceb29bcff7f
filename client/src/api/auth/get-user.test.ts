import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/schemas/auth';
import { createQueryClient } from '@/lib/query-client';
import { sessionQueryOptions, setSessionUser } from './get-user';

const avery: User = { id: 1, email: 'avery@example.com', username: 'avery', firstName: 'Avery', lastName: 'Stone', role: 'customer', createdAt: '2026-11-21T10:00:00.000Z' };
const blake: User = { ...avery, id: 2, email: 'blake@example.com', username: 'blake' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session query', () => {
  it('asks GET /api/auth/session once and shares the answer between callers', async () => {
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

  it('records a sign-in, and refetches the other queries only when the person changes', () => {
    const client = createQueryClient();
    client.setQueryData(['submissions'], ['one of avery’s']);
    setSessionUser(client, avery);
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toEqual(avery);
    // A visitor became Avery: nothing of anyone else's may stay.
    expect(client.getQueryData(['submissions'])).toBeUndefined();

    client.setQueryData(['submissions'], ['one of avery’s']);
    setSessionUser(client, { ...avery, firstName: 'Ave' });
    expect(client.getQueryData(['submissions'])).toEqual(['one of avery’s']);

    setSessionUser(client, blake);
    expect(client.getQueryData(['submissions'])).toBeUndefined();
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toEqual(blake);

    setSessionUser(client, null);
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toBeNull();
  });
});
