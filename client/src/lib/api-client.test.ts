import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';

function mockFetch(response: Response | Error) {
  const fn = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends cookies, and a JSON content type only with a body', async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ id: 1 }), { status: 200 }));
    await expect(api.post('/api/auth/login', { usernameOrEmail: 'a', password: 'secret1' })).resolves.toEqual({ id: 1 });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"usernameOrEmail":"a","password":"secret1"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });

    mockFetch(new Response(null, { status: 204 }));
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
    const logoutInit = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(logoutInit?.headers).not.toHaveProperty('Content-Type');
    expect(logoutInit?.credentials).toBe('include');
  });

  it("carries the server's message and field errors", async () => {
    const body = { message: 'That username is already taken', errors: { username: 'That username is already taken' } };
    mockFetch(new Response(JSON.stringify(body), { status: 409 }));
    const error = await api.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: body.message, fieldErrors: body.errors });
  });

  it("falls back to 'status: body text', or the status text when the body is empty", async () => {
    mockFetch(new Response('upstream timed out', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, message: '502: upstream timed out' });
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 503, message: '503: Service Unavailable' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, name: 'ApiError' });
  });
});
