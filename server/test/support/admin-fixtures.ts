import type { FastifyInstance } from 'fastify';
import { submissionItems, submissions, submissionStatusHistory } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { newOrderNumber } from '../../src/modules/submissions/submission-repository';
import { sessionCookie } from './test-app';

/** Admin tests: the admin made from ADMIN_EMAIL, and submissions written straight to the database. */
export const ADMIN_ENV = { ADMIN_EMAIL: 'boss@goat.example', ADMIN_PASSWORD: 'admin-password-1', ADMIN_FIRST_NAME: 'Morgan', ADMIN_LAST_NAME: 'Reyes' };

export async function signIn(app: FastifyInstance, usernameOrEmail: string, password: string): Promise<string> {
  return sessionCookie(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail, password } }));
}

export interface SeedItem {
  athlete?: string;
  itemType?: string | null;
  description?: string;
  imageUrls?: string[];
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
      })),
    )
    .returning();
  await db.insert(submissionStatusHistory).values({ submissionId: row.id, kind: 'created', fromStatus: null, toStatus: row.status, changedBy: row.userId });
  return { id: row.id, orderNumber: row.orderNumber, itemIds: itemRows.sort((a, b) => a.position - b.position).map((i) => i.id) };
}
