import { randomUUID } from 'node:crypto';
import { eq, inArray, and } from 'drizzle-orm';
import { ATHLETES } from '@shared/constants';
import type { ShowcaseList } from '@shared/schemas/site';
import { SHOWCASE_CERTIFICATE_NUMBERS, SHOWCASE_SAMPLES } from '@shared/showcase';
import { FULL_LOA_PRICE_CENTS } from '@shared/pricing';
import { certificates, submissionItems, submissions } from '../../db/schema';
import type { Db } from '../../db/types';
import type { FileStorage } from '../../storage/file-storage';
import { issueCertificates } from '../certificates/issue-certificates';
import { newOrderNumber } from '../submissions/submission-repository';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY = 24 * 60 * 60 * 1000;

/** The illustration each showcase piece's photo is drawn from (client/src/features/marketing/art). */
export const SHOWCASE_ART: Record<string, { art: string; background: [string, string] }> = {
  'jersey-23': { art: 'jersey-basketball', background: ['#14213d', '#2b4a8b'] },
  'football-12': { art: 'football', background: ['#1f2a24', '#3f6b4f'] },
  'puck-99': { art: 'hockey-puck', background: ['#23324f', '#6a87c2'] },
  'jersey-12': { art: 'jersey-football', background: ['#1f2a24', '#3f6b4f'] },
  'stick-99': { art: 'hockey-stick', background: ['#1e2f3b', '#4a7a8f'] },
};

/**
 * Who signs a demonstration certificate: nobody real. The first admin's name on letters for items nobody
 * examined would have vouched for them. (Migration 0025 writes the same name on older installs' rows.)
 */
export const DEMO_SIGNER = { id: null, firstName: 'Demo', lastName: 'Authenticator' } as const;

/**
 * The showcase's letters as demonstration records (certificates.demo; verification answers
 * "Demonstration certificate", the letter carries a DEMONSTRATION stamp): for each piece with a certificate, a completed, passed Full
 * LOA of its holder, the item with its photo (stored like an upload), and the certificate issued the
 * way an admin's completion issues it, under the showcase's number. So the numbers the home page shows
 * can be tried on /certificate-verification, which says plainly what they are.
 */
export async function seedShowcase(
  tx: Tx,
  deps: { storage: FileStorage; render: (art: { art: string; background: [string, string] }, name: string) => Promise<string>; now: number },
): Promise<number> {
  let issued = 0;
  for (const [n, sample] of SHOWCASE_SAMPLES.entries()) {
    const { certificate } = sample;
    const art = SHOWCASE_ART[sample.key];
    if (!certificate || !art) continue;
    const photoId = randomUUID();
    await deps.storage.putFile(`images/${photoId}.jpg`, await deps.render(art, `showcase-${sample.key}`));
    const submitted = new Date(deps.now - (40 - n * 5) * DAY);
    const completed = new Date(submitted.getTime() + 12 * DAY);
    const athlete = ATHLETES.find((a) => a.slug === sample.athlete)?.name ?? sample.athlete;
    const [row] = await tx
      .insert(submissions)
      .values({
        orderNumber: newOrderNumber(),
        serviceType: 'full_loa',
        // Sample data, born finished: the one status written outside the lifecycle module (docs/decisions/025).
        status: 'completed',
        fullName: certificate.holder,
        email: `${certificate.holder.toLowerCase().replace(/[^a-z]+/g, '.')}@example.net`,
        item: sample.title,
        athlete: sample.athlete,
        quantity: 1,
        paymentAmountCents: FULL_LOA_PRICE_CENTS[sample.athlete],
        paymentStatus: 'paid',
        paymentMethod: 'invoice',
        paymentDate: completed,
        outcome: 'pass',
        outcomeAt: completed,
        submissionDate: submitted,
        completionDate: completed,
        customerNotes: `${athlete} ${sample.title.toLowerCase()}.`,
      })
      .returning();
    if (!row) continue;
    const items = await tx
      .insert(submissionItems)
      .values({ submissionId: row.id, position: 0, athlete: sample.athlete, itemType: sample.itemType, description: sample.title, imageUrls: [`/uploads/${photoId}.jpg`] })
      .returning();
    const numbers = await issueCertificates(tx, { row, items, admin: DEMO_SIGNER, nextNumber: () => certificate.number, demo: true });
    // Public: their pages and badges can be tried as well, and say "Demonstration" (decision 040).
    await tx.update(certificates).set({ issueDate: completed, public: true }).where(inArray(certificates.certificateNumber, numbers));
    issued += numbers.length;
  }
  return issued;
}

/** GET /api/showcase: which of the showcase's demonstration letters exist and stand (none on an install without them). */
export async function listShowcase(db: Db): Promise<ShowcaseList> {
  const rows = await db
    .select({ certificateNumber: certificates.certificateNumber, holderLastName: certificates.userLastName })
    .from(certificates)
    // Demonstration records only: a real customer's letter and last name are never published.
    .where(and(inArray(certificates.certificateNumber, [...SHOWCASE_CERTIFICATE_NUMBERS]), eq(certificates.status, 'valid'), eq(certificates.demo, true)));
  const byNumber = new Map(rows.map((r) => [r.certificateNumber, r]));
  return { certificates: SHOWCASE_CERTIFICATE_NUMBERS.flatMap((number) => byNumber.get(number) ?? []) };
}
