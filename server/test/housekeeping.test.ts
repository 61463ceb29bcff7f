import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOOKUP_RETENTION_DAYS } from '@shared/certificate-lookups';
import { authThrottle, certificateLookups, certificates, sessions, trustedDevices } from '../src/db/schema';
import type { Db } from '../src/db/types';
import type { SessionStore } from '../src/modules/auth/session-store';
import { THROTTLE_ROW_MAX_AGE_MS } from '../src/modules/auth/throttle-purge';
import { TRUSTED_DEVICE_MAX_AGE_MS } from '../src/modules/auth/trusted-devices';
import { createHousekeeping } from '../src/modules/housekeeping/housekeeping';
import { createTestApp, redisBackend, registerUser, type TestApp } from './support/test-app';

/**
 * Housekeeping (decision 020): what has expired is deleted on a schedule, so sessions, throttle rows and
 * certificate lookups cannot pile up without bound. The rows are written already old; the pass the
 * server runs every hour is called directly.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.skipIf(redisBackend)('housekeeping', () => {
  it('deletes expired sessions and keeps live ones', async () => {
    const session = (id: string, expiresAt: Date) => ({ id, tokenHash: randomUUID(), userId: null, expiresAt });
    await t.database.db.insert(sessions).values([session('gone', ago(1000)), session('live', new Date(Date.now() + DAY))]);
    await t.app.housekeeping.run();
    const left = (await t.database.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(left).toContain('live');
    expect(left).not.toContain('gone');
  });

  it('deletes throttle rows whose window is over and that hold no lock', async () => {
    const old = ago(THROTTLE_ROW_MAX_AGE_MS + HOUR);
    await t.database.db.insert(authThrottle).values([
      { key: 'spent', failures: 3, windowStartedAt: old, lockedUntil: null },
      { key: 'lock-over', failures: 9, windowStartedAt: old, lockedUntil: ago(HOUR) },
      { key: 'still-locked', failures: 9, windowStartedAt: old, lockedUntil: new Date(Date.now() + HOUR) },
      { key: 'counting', failures: 2, windowStartedAt: ago(HOUR), lockedUntil: null },
    ]);
    await t.app.housekeeping.run();
    const left = (await t.database.db.select({ key: authThrottle.key }).from(authThrottle)).map((r) => r.key).sort();
    expect(left).toEqual(['counting', 'still-locked']);
  });

  it('forgets browsers that have not signed in for longer than their cookie lives', async () => {
    const userId = (await registerUser(t.app, 'housekept')).user.id;
    await t.database.db.insert(trustedDevices).values([
      { userId, tokenHash: 'gone', lastUsedAt: ago(TRUSTED_DEVICE_MAX_AGE_MS + HOUR) },
      { userId, tokenHash: 'kept', lastUsedAt: ago(TRUSTED_DEVICE_MAX_AGE_MS - DAY) },
    ]);
    await t.app.housekeeping.run();
    const left = (await t.database.db.select({ h: trustedDevices.tokenHash }).from(trustedDevices)).map((r) => r.h);
    expect(left).toContain('kept');
    expect(left).not.toContain('gone');
  });

  it('deletes lookups past the admin view’s period, and after a day those that named no certificate', async () => {
    const [cert] = await t.database.db
      .insert(certificates)
      .values({ certificateNumber: 'GA-HOUSE-0001', userLastName: 'Stone', item: 'Jersey', athlete: 'tom-brady' })
      .returning();
    const lookup = (certificateNumber: string, certificateId: number | null, age: number) => ({
      certificateNumber,
      certificateId,
      matched: certificateId !== null,
      ipHash: 'h',
      createdAt: ago(age),
    });
    await t.database.db.insert(certificateLookups).values([
      lookup('KEPT-RECENT', cert!.id, 30 * DAY),
      lookup('GONE-OLD', cert!.id, (LOOKUP_RETENTION_DAYS + 1) * DAY),
      lookup('GONE-NOTHING', null, DAY + HOUR),
      lookup('KEPT-NOTHING-TODAY', null, HOUR),
    ]);
    await t.app.housekeeping.run();
    const left = (await t.database.db.select({ n: certificateLookups.certificateNumber }).from(certificateLookups)).map((r) => r.n).sort();
    expect(left).toEqual(['KEPT-NOTHING-TODAY', 'KEPT-RECENT']);
  });

  it('runs on a timer until stopped, and the server stops it when it closes', async () => {
    let passes = 0;
    const store = { purgeExpired: async () => void passes++ } as unknown as SessionStore;
    // A database that answers at once: the passes are counted, not slowed by real I/O under fake timers.
    const db = { delete: () => ({ where: async () => undefined }) } as unknown as Db;
    const h = createHousekeeping({ db, sessions: store, throttleInDatabase: true, log: t.app.log });
    vi.useFakeTimers();
    try {
      h.start(1000);
      await vi.advanceTimersByTimeAsync(3000);
      expect(passes).toBe(3);
      await h.stop();
      await vi.advanceTimersByTimeAsync(3000);
      expect(passes).toBe(3);
    } finally {
      vi.useRealTimers();
    }
    const other = await t.sibling();
    const stop = vi.spyOn(other.housekeeping, 'stop');
    await other.close();
    expect(stop).toHaveBeenCalled();
  });
});
