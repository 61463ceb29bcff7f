import { verdictOf } from '@shared/submission-result';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { titleOf } from '@shared/item-title';
import { makeCertificateNumber } from '@shared/certificate-number';
import type { Db } from '../../db/types';
import { certificateHolders, certificates, submissions, users, type submissionItems } from '../../db/schema';
import { athleteName } from '@shared/constants';
import { fullName } from '@shared/format';

type SubmissionRow = typeof submissions.$inferSelect;
type ItemRow = typeof submissionItems.$inferSelect;
/** A transaction or the database: issuance always runs inside the caller's transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NumberGenerator = () => string;
export const randomCertificateNumber: NumberGenerator = () => makeCertificateNumber((n) => randomBytes(n));


/**
 * The first holder: the submission's account (its name, e-mail and last name), else the name and e-mail
 * given on the order; the last name is what verification asks for.
 */
async function firstHolderOf(tx: Tx, row: SubmissionRow): Promise<{ userId: number | null; email: string; fullName: string; lastName: string }> {
  if (row.userId !== null) {
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.userId))
      .limit(1);
    if (user) return { userId: row.userId, email: user.email, fullName: fullName(user), lastName: user.lastName };
  }
  return { userId: null, email: row.email, fullName: row.fullName, lastName: row.fullName.trim().split(/\s+/).at(-1) ?? row.fullName };
}

/**
 * (admin.id null: issued by no account, as the demo showcase's demonstration certificates are.)
 * Issues one certificate per passed item that has none yet (an item's own outcome, else the
 * submission's), and returns the numbers issued now. Idempotent: completing again, or saving a
 * completed submission again, issues nothing new; the unique index on submission_item_id backs this
 * up should two issuances ever race. Any failure throws, rolling back the caller's transaction.
 */
export async function issueCertificates(
  tx: Tx,
  opts: {
    row: SubmissionRow;
    items: ItemRow[];
    admin: { id: number | null; firstName: string; lastName: string };
    nextNumber?: NumberGenerator;
    /** A demonstration record (the demo content's showcase): verification and the letter say so. */
    demo?: boolean;
  },
): Promise<string[]> {
  const { row, items, admin } = opts;
  if (row.serviceType === 'quick_opinion' || row.status !== 'completed') return [];
  const passed = items.filter((i) => verdictOf(i, row) === 'pass').sort((a, b) => a.position - b.position);
  if (!passed.length) return [];
  const existing = await tx
    .select({ itemId: certificates.submissionItemId })
    .from(certificates)
    .where(inArray(certificates.submissionItemId, passed.map((i) => i.id)));
  const certified = new Set(existing.map((e) => e.itemId));
  const toIssue = passed.filter((i) => !certified.has(i.id));
  if (!toIssue.length) return [];

  const nextNumber = opts.nextNumber ?? randomCertificateNumber;
  const holder = await firstHolderOf(tx, row);
  const userLastName = holder.lastName;
  const issued: string[] = [];
  for (const item of toIssue) {
    // 45 random bits: a clash is all but impossible. ON CONFLICT on the number only, so the insert
    // does not abort the transaction and another number is drawn; any other conflict still throws.
    for (let attempt = 1; ; attempt++) {
      const certificateNumber = nextNumber();
      const inserted = await tx
        .insert(certificates)
        .values({
          certificateNumber,
          submissionId: row.id,
          submissionItemId: item.id,
          userLastName,
          item: titleOf(item),
          athlete: athleteName(item.athlete),
          imageUrl: item.imageUrls[0] ?? null,
          authenticator: fullName(admin),
          issuedBy: admin.id,
          demo: opts.demo ?? false,
        })
        .onConflictDoNothing({ target: certificates.certificateNumber })
        .returning({ id: certificates.id, certificateNumber: certificates.certificateNumber, issueDate: certificates.issueDate });
      if (inserted[0]) {
        issued.push(inserted[0].certificateNumber);
        // The chain starts with the issue, so every later holder has someone to follow.
        await tx.insert(certificateHolders).values({
          certificateId: inserted[0].id,
          userId: holder.userId,
          email: holder.email,
          fullName: holder.fullName,
          lastName: holder.lastName,
          since: inserted[0].issueDate,
          via: 'issue',
        });
        break;
      }
      if (attempt >= 5) throw new Error('could not draw a free certificate number in 5 attempts');
    }
  }
  // The old single-number column keeps the first certificate, for older readers of the submission.
  if (row.certificateNumber === null && issued[0]) {
    await tx.update(submissions).set({ certificateNumber: issued[0] }).where(eq(submissions.id, row.id));
  }
  return issued;
}
