import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { submissionItems, submissions, submissionStatusHistory, users } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { newOrderNumber } from '../../src/modules/submissions/submission-repository';
import { totpFor } from '../../src/modules/auth/second-factor';
import { databaseOf, sessionCookie } from './test-app';

/**
 * Admin tests: the admin made from ADMIN_EMAIL, enrolled in a second factor from ADMIN_TOTP_SECRET
 * (signIn answers its code), and submissions written straight to the database.
 */
export const ADMIN_ENV = {
  ADMIN_EMAIL: 'boss@goat.example',
  ADMIN_PASSWORD: 'admin-password-1',
  ADMIN_FIRST_NAME: 'Morgan',
  ADMIN_LAST_NAME: 'Reyes',
  ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

/** The current code of ADMIN_ENV's authenticator (the same library as the server's). */
export const adminTotp = (secret = ADMIN_ENV.ADMIN_TOTP_SECRET) => totpFor(secret).generate();

/**
 * Signs in and answers the session cookie. An admin asked for a second factor (mfaRequired) answers
 * ADMIN_ENV's current code; the test's own clock cannot wait out a time step, so the step the last
 * sign-in spent is forgotten first (the replay rule itself is tested in admin-second-factor.test.ts).
 */
export async function signIn(app: FastifyInstance, usernameOrEmail: string, password: string): Promise<string> {
  const login = (totp?: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail, password, totp } });
  const first = await login();
  if (first.statusCode !== 401 || !(first.json() as { mfaRequired?: boolean }).mfaRequired) return sessionCookie(first);
  const database = databaseOf.get(app);
  if (!database) throw new Error('signIn: an admin second factor needs an app made by createTestApp');
  await database.db.update(users).set({ totpLastStep: null }).where(eq(users.role, 'admin'));
  return sessionCookie(await login(adminTotp()));
}

export interface SeedItem {
  athlete?: string;
  itemType?: string | null;
  description?: string;
  imageUrls?: string[];
  declaredValueCents?: number | null;
}

/** A submission with its items and 'created' history entry, as the submission flows would store it. */
export async function seedSubmission(
  db: Db,
  values: Partial<typeof submissions.$inferInsert> = {},
  items: SeedItem[] = [{}],
): Promise<{ id: number; orderNumber: string; itemIds: number[] }> {
  const [row] = await db
    .insert(submissions)
    .values({
      orderNumber: newOrderNumber(),
      serviceType: 'full_loa',
      fullName: 'Avery Stone',
      email: 'avery@example.com',
      item: items.map((i) => i.description ?? 'Signed home jersey').join(', '),
      athlete: items[0]?.athlete ?? 'tom-brady',
      quantity: items.length,
      paymentAmountCents: 12500,
      paymentStatus: 'pending_invoice',
      paymentMethod: 'invoice',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no row');
  const itemRows = await db
    .insert(submissionItems)
    .values(
      items.map((i, n) => ({
        submissionId: row.id,
        position: n + 1,
        athlete: i.athlete ?? 'tom-brady',
        itemType: i.itemType === undefined ? 'jersey' : i.itemType,
        description: i.description ?? 'Signed home jersey',
        imageUrls: i.imageUrls ?? [`/uploads/item-${row.id}-${n}.jpg`],
        declaredValueCents: i.declaredValueCents ?? null,
      })),
    )
    .returning();
  await db.insert(submissionStatusHistory).values({ submissionId: row.id, kind: 'created', fromStatus: null, toStatus: row.status, changedBy: row.userId });
  return { id: row.id, orderNumber: row.orderNumber, itemIds: itemRows.sort((a, b) => a.position - b.position).map((i) => i.id) };
}
