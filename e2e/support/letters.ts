import { eq } from 'drizzle-orm';
import { certificateHolders, certificates, submissions, users } from '../../server/src/db/schema';
import type { DatabaseHandle } from '../../server/src/db/types';

/**
 * A letter as the admin's review leaves it (a completed, paid Full LOA of the account's, its certificate
 * and the first link of its chain), written straight into the database: the stories that start after
 * the review (a sale, a public page) need not walk through it again.
 */
export async function seedHeldLetter(
  db: DatabaseHandle['db'],
  letter: { holderEmail: string; orderNumber: string; certificateNumber: string; item: string; athlete: 'michael-jordan' | 'wayne-gretzky' | 'tom-brady'; athleteName: string },
) {
  const [holder] = await db.select().from(users).where(eq(users.email, letter.holderEmail));
  if (!holder) throw new Error(`no account for ${letter.holderEmail}`);
  const fullName = `${holder.firstName} ${holder.lastName}`;
  const [order] = await db
    .insert(submissions)
    .values({
      orderNumber: letter.orderNumber,
      userId: holder.id,
      serviceType: 'full_loa',
      status: 'completed',
      outcome: 'pass',
      fullName,
      email: holder.email,
      item: letter.item,
      athlete: letter.athlete,
      quantity: 1,
      paymentAmountCents: 12500,
      paymentStatus: 'paid',
      paymentMethod: 'invoice',
    })
    .returning();
  const [certificate] = await db
    .insert(certificates)
    .values({ certificateNumber: letter.certificateNumber, submissionId: order!.id, userLastName: holder.lastName, item: letter.item, athlete: letter.athleteName, authenticator: 'M. Reyes' })
    .returning();
  await db.insert(certificateHolders).values({ certificateId: certificate!.id, userId: holder.id, email: holder.email, fullName, lastName: holder.lastName, via: 'issue' });
  return certificate!;
}
