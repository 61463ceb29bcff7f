import { expect } from 'vitest';
import { businessDay } from '@shared/format';
import { adminCode } from './admin-code';
import { E2E_ADMIN } from './server';

/** The admin's side of a story driven over the API (its screens have tests of their own), signed in once. */
export interface AdminApi {
  /** A JSON request as the admin; fails the test unless the answer is 2xx. */
  send<T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<T>;
  /** Marks the parcel received today, in good condition. */
  receive(id: number): Promise<void>;
  /** Completes the submission with these verdicts, item by item, as the admin's update does. */
  complete(id: number, outcomes: ('pass' | 'fail')[], extra?: { notes?: string; customerNote?: string }): Promise<void>;
}

/** Signs the E2E admin in over the API of the site at `baseUrl` (password and authenticator code). */
export async function adminApi(baseUrl: string): Promise<AdminApi> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail: E2E_ADMIN.email, password: E2E_ADMIN.password, totp: await adminCode(`${baseUrl}/`) }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  async function send<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<T> {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
    return (text ? JSON.parse(text) : null) as T;
  }
  return {
    send,
    async receive(id) {
      await send('POST', `/api/admin/submissions/${id}/receive`, { receivedOn: businessDay(), condition: 'Arrived in a sealed box, no damage' });
    },
    async complete(id, outcomes, extra = {}) {
      const details = await send<{ version: number; items: { id: number }[] }>('GET', `/api/admin/submissions/${id}`);
      await send('PUT', `/api/admin/submissions/${id}`, {
        status: 'completed',
        notes: extra.notes ?? '',
        itemOutcomes: details.items.map((item, i) => ({ itemId: item.id, outcome: outcomes[i] ?? 'pass' })),
        ...(extra.customerNote ? { customerNote: extra.customerNote } : {}),
        version: details.version,
      });
    },
  };
}
