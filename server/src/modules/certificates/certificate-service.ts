import { timingSafeEqual } from 'node:crypto';
import { and, count, countDistinct, desc, eq, max, sql } from 'drizzle-orm';
import { normalizeCertificateNumber } from '@shared/certificate-number';
import { fullName } from '@shared/format';
import type { AdminCertificate, CertificateLookup, HolderLink, VerifiedCertificate } from '@shared/schemas/certificate';
import type { Db } from '../../db/types';
import { certificateLookups, certificates, submissions, users } from '../../db/schema';
import type { Throttle } from '../auth/throttle';
import type { UserRow } from '../auth/user-repository';
import { lastNamesMatch } from './last-name';
import { visitorLabels, type CertificateSigning } from './signing';
import type { DerivedImages } from '../uploads/derived-images';
import type { MailMessage } from '../mail/mailer';
import { change, type Outbox } from '../submissions/record/change';
import { customerEmailBody, escapeHtml, unlinked } from '../mail/email-format';
import type { CloneAlarm } from './clone-alarm';

/**
 * Lookups per address: 30 in 10 minutes, then 10 minutes of 429. A collector checking a few letters,
 * or a dealer checking a box of them, stays far below; someone walking through numbers gets 30 guesses
 * of a 45-bit space per 10 minutes. Counted in the database (auth_throttle), shared by every instance.
 */
export const LOOKUP_LIMIT = { max: 30, windowMs: 10 * 60 * 1000, lockMs: 10 * 60 * 1000 } as const;

/**
 * Lookups of one certificate number that do not match (a wrong name, or no such number), counted twice.
 * Per (number, address): 5 in an hour, then an hour of 429 for that address on that number only: the
 * holder who types the name wrong a few times stays below, and one address's misses lock nobody else.
 * Per number, from every address: 20 in an hour, then an hour of 429 for that number, which caps someone
 * with many addresses trying name after name against a number read off a photo of a letter. An address
 * brings at most its 5 to the number's count, twice that across the edge of a window (fixed windows), so
 * two addresses bring at most 20: the number locks only after misses from at least three addresses, and
 * the seller of a revoked letter cannot keep it from showing "Revoked" from his own connection.
 */
export const PAIR_LOOKUP_LIMIT = { max: 5, windowMs: 60 * 60 * 1000, lockMs: 60 * 60 * 1000 } as const;
export const NUMBER_LOOKUP_LIMIT = { max: 4 * PAIR_LOOKUP_LIMIT.max, windowMs: PAIR_LOOKUP_LIMIT.windowMs, lockMs: 60 * 60 * 1000 } as const;

const RECENT_LOOKUPS = 20;

type CertificateRow = typeof certificates.$inferSelect;

export type VerifyResult =
  | { kind: 'found'; certificate: VerifiedCertificate }
  | { kind: 'not-found' }
  | { kind: 'throttled'; retryAfterMs: number; limit: 'address' | 'pair' | 'number' };
export type RevokeResult = { kind: 'revoked'; certificate: AdminCertificate } | { kind: 'not-found' } | { kind: 'already-revoked'; revokedAt: Date };

/**
 * The holder's e-mail of a revocation: which certificate, the reason as the admin wrote it (never as a
 * link), and what verification now shows. Sent whatever the e-mail preferences: the value of what they
 * hold has changed.
 */
function revocationEmail(
  holder: { fullName: string; email: string; orderNumber: string | null },
  certificate: { certificateNumber: string; item: string },
  reason: string,
  publicUrl: string,
): MailMessage {
  const lines = [
    `Certificate ${certificate.certificateNumber} (${unlinked(certificate.item)}) has been revoked.`,
    `Reason: ${unlinked(reason)}`,
    'Certificate verification now shows it as revoked. If you believe this is a mistake, reply to this e-mail or call us.',
  ];
  const { text, html } = customerEmailBody({
    name: holder.fullName,
    text: lines,
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    // A holder who bought the letter has no submission of it: their certificates instead.
    link: holder.orderNumber
      ? { url: `${publicUrl}/account/submissions/${holder.orderNumber}`, textLabel: 'See the details', htmlLabel: "See your submission's details" }
      : { url: `${publicUrl}/account/certificates`, textLabel: 'My Certificates', htmlLabel: 'Open My Certificates' },
  });
  return { to: holder.email, subject: `Certificate ${certificate.certificateNumber} revoked`, text, html };
}

export function createCertificateService(deps: {
  db: Db;
  images: DerivedImages;
  throttle: Throttle;
  signing: CertificateSigning;
  /** The holder's e-mail of a revocation goes out with its timeline entry (submissions/record). */
  mailer: Outbox['mailer'];
  wantsEmail: Outbox['wantsEmail'];
  publicUrl: string;
  alarm: CloneAlarm;
  /** The chain of holders (holder-service.ts), for the admin's view. */
  holderChain: (certificateId: number) => Promise<HolderLink[]>;
  /** After a committed write that changes what a public certificate shows (its page, badge, the showcase), in every process. */
  changed?: (certificateNumber: string) => Promise<void>;
  /** After a committed write that changes what the population report counts (a revocation), in every process. */
  populationChanged?: () => Promise<void>;
}) {
  const { db, signing } = deps;

  const findByNumber = async (certificateNumber: string): Promise<CertificateRow | undefined> =>
    (await db.select().from(certificates).where(eq(certificates.certificateNumber, certificateNumber)).limit(1))[0];

  const photoUrl = (c: CertificateRow) =>
    c.imageUrl ? `/api/certificates/${encodeURIComponent(c.certificateNumber)}/photo?sig=${signing.photoSignature(c.certificateNumber)}` : null;

  const toVerified = (c: CertificateRow): VerifiedCertificate => ({
    certificateNumber: c.certificateNumber,
    item: c.item,
    athlete: c.athlete,
    issueDate: c.issueDate.toISOString(),
    authenticator: c.authenticator,
    status: c.demo ? 'demonstration' : c.status,
    revokedAt: c.revokedAt?.toISOString() ?? null,
    imageUrl: photoUrl(c),
    holders: c.holders,
    lastTransferredAt: c.lastTransferredAt?.toISOString() ?? null,
    flagged: c.flaggedAt !== null,
  });

  async function adminView(c: CertificateRow): Promise<AdminCertificate> {
    const [[submission], [revoker], [totals], recent, holderChain] = await Promise.all([
      c.submissionId
        ? db.select({ id: submissions.id, orderNumber: submissions.orderNumber }).from(submissions).where(eq(submissions.id, c.submissionId))
        : Promise.resolve([]),
      c.revokedBy ? db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, c.revokedBy)) : Promise.resolve([]),
      db
        .select({
          total: count(),
          matched: sql<number>`count(*) filter (where ${certificateLookups.matched})`,
          places: countDistinct(certificateLookups.ipHash),
          lastAt: max(certificateLookups.createdAt),
        })
        .from(certificateLookups)
        .where(eq(certificateLookups.certificateId, c.id)),
      db
        .select({ createdAt: certificateLookups.createdAt, matched: certificateLookups.matched, ipHash: certificateLookups.ipHash })
        .from(certificateLookups)
        .where(eq(certificateLookups.certificateId, c.id))
        .orderBy(desc(certificateLookups.createdAt), desc(certificateLookups.id))
        .limit(RECENT_LOOKUPS),
      deps.holderChain(c.id),
    ]);
    const visitors = visitorLabels(recent.map((r) => r.ipHash));
    return {
      ...toVerified(c),
      orderNumber: submission?.orderNumber ?? null,
      submissionId: submission?.id ?? null,
      userLastName: c.userLastName,
      revokedReason: c.revokedReason,
      revokedBy: revoker ? fullName(revoker) : null,
      lookups: {
        total: Number(totals?.total ?? 0),
        matched: Number(totals?.matched ?? 0),
        places: Number(totals?.places ?? 0),
        lastAt: totals?.lastAt ? new Date(totals.lastAt).toISOString() : null,
        recent: recent.map((r, n) => ({ date: r.createdAt.toISOString(), matched: r.matched, place: visitors[n]! })),
      },
      holderChain,
      flagged: c.flaggedAt !== null,
    };
  }

  return {
    /**
     * A public lookup: counted against the address, then against the number from this address, then
     * against the number (over a limit: no lookup, no log entry; the number's count is reached only
     * within the address's own allowance for it), then looked up and logged, matched or not; only a
     * lookup that does not match stays counted against the number. An unknown number and a wrong name answer alike.
     */
    async verify(ip: string, query: CertificateLookup): Promise<VerifyResult> {
      const ipHash = signing.addressHash(ip);
      const key = `certificate-lookup:${ipHash}`;
      const certificateNumber = normalizeCertificateNumber(query.certificateNumber).slice(0, 64);
      const numberKey = `certificate-number:${certificateNumber}`;
      const pairKey = `certificate-number:${certificateNumber}:ip:${ipHash}`;
      // Each count is taken first, then decided on (concurrent lookups cannot all pass a check). Every
      // lookup counts against the number too; a match gives its counts back, so only misses add up.
      const addressLockedMs = await deps.throttle.hit(key, LOOKUP_LIMIT);
      if (addressLockedMs > 0) return { kind: 'throttled', retryAfterMs: addressLockedMs, limit: 'address' };
      const pairLockedMs = await deps.throttle.hit(pairKey, PAIR_LOOKUP_LIMIT);
      if (pairLockedMs > 0) return { kind: 'throttled', retryAfterMs: pairLockedMs, limit: 'pair' };
      const numberLockedMs = await deps.throttle.hit(numberKey, NUMBER_LOOKUP_LIMIT);
      if (numberLockedMs > 0) {
        // Refused for others' misses: not this address's miss.
        await deps.throttle.refund(pairKey);
        return { kind: 'throttled', retryAfterMs: numberLockedMs, limit: 'number' };
      }

      const found = await findByNumber(certificateNumber);
      const matched = found ? lastNamesMatch(query.lastName, found.userLastName) : false;
      await db.insert(certificateLookups).values({ certificateNumber, certificateId: found?.id ?? null, matched, ipHash });
      if (matched) await Promise.all([deps.throttle.refund(numberKey), deps.throttle.refund(pairKey)]);
      if (!found) return { kind: 'not-found' };
      // Awaited here, with the lookup logged: the alarm's thresholds stay under the number's limit
      // (config/env.ts), so a run of misses is flagged before the number locks.
      const flaggedAt = await deps.alarm.afterLookup(found);
      return matched ? { kind: 'found', certificate: toVerified({ ...found, flaggedAt }) } : { kind: 'not-found' };
    },

    /**
     * The item's photo as a JPEG of at most 800 pixels, for a correctly signed address; null otherwise.
     * Made once and kept in storage (uploads/derived-images.ts): a burst of visitors costs one decode.
     */
    async photo(certificateNumber: string, sig: string): Promise<Buffer | null> {
      const expected = Buffer.from(signing.photoSignature(certificateNumber));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const c = await findByNumber(certificateNumber);
      return deps.images.jpegOf(c?.imageUrl, 'photo');
    },

    /** The admin's view of a certificate (any status), or null for an unknown number. */
    async forAdmin(certificateNumber: string): Promise<AdminCertificate | null> {
      const c = await findByNumber(normalizeCertificateNumber(certificateNumber));
      return c ? adminView(c) : null;
    },

    /**
     * Revokes a valid certificate (never deletes it), writes it on its submission's timeline and e-mails
     * the holder, in one transaction. The customer reads the reason: the holder of a revoked letter
     * deserves to know why.
     */
    async revoke(certificateNumber: string, reason: string, admin: UserRow): Promise<RevokeResult> {
      const number = normalizeCertificateNumber(certificateNumber);
      const outcome = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(certificates)
          .set({ status: 'revoked', revokedAt: new Date(), revokedReason: reason, revokedBy: admin.id })
          .where(and(eq(certificates.certificateNumber, number), eq(certificates.status, 'valid')))
          .returning();
        if (!updated) {
          const [existing] = await tx.select().from(certificates).where(eq(certificates.certificateNumber, number)).limit(1);
          return existing ? ({ kind: 'already-revoked', revokedAt: existing.revokedAt ?? existing.createdAt } as const) : ({ kind: 'not-found' } as const);
        }
        if (updated.submissionId) {
          // Once transferred, the holder is the buyer (decision 039), not the customer of the order.
          const [buyer] =
            updated.holderUserId !== null
              ? await tx.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, updated.holderUserId))
              : [];
          // Written with the revocation (decision 028): the holder is told exactly when it is saved.
          await change(tx, { id: updated.submissionId }, {
            actorId: admin.id,
            entries: [
              {
                kind: 'certificate_revoked',
                fromStatus: null,
                toValue: updated.certificateNumber,
                // The holder reads the reason (below); an internal note would repeat it under "Internal note".
                notes: null,
                // One full stop after the reason, whether or not the admin ended it with one.
                customerNote: `Certificate ${updated.certificateNumber} (${updated.item}) was revoked: ${reason.trim().replace(/[.\s]+$/, '')}. Verification now shows it as revoked.`,
              },
            ],
            email: {
              kind: 'revocation',
              via: deps,
              message: (submission) => revocationEmail(buyer ? { fullName: fullName(buyer), email: buyer.email, orderNumber: null } : submission, updated, reason, deps.publicUrl),
            },
          });
        }
        return { kind: 'revoked', row: updated } as const;
      });
      if (outcome.kind !== 'revoked') return outcome;
      // Its public page, badge and the showcase show "Revoked" on the next request, of any process, and
      // the population report counts it among the revoked.
      await Promise.all([deps.changed?.(outcome.row.certificateNumber), deps.populationChanged?.()]);
      return { kind: 'revoked', certificate: await adminView(outcome.row) };
    },
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
