import { and, count, eq, inArray, isNull, or } from 'drizzle-orm';
import { isValidCertificateNumber, normalizeCertificateNumber } from '@shared/certificate-number';
import type { PublicCertificate } from '@shared/schemas/certificate';
import { certificateLookups, certificates, shipments, submissionItems, submissions } from '../../db/schema';
import type { Db } from '../../db/types';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { createShortCache } from '../../lib/short-cache';
import type { DerivedImages } from '../uploads/derived-images';
import { certificateBadge } from './badge-svg';

/**
 * How long a process serves a public certificate (data, badge, page head) without asking the
 * database again. A write (visibility, revocation, transfer, correction, flag) drops it at once in
 * this process and, over the invalidation bus (Redis), in the others; the lookup count, and a write
 * whose message was lost (Redis away), are seen within this time.
 */
export const PUBLIC_CERTIFICATE_TTL_MS = 30_000;
// Public certificates kept at once: a few MB at most, however many numbers are asked for.
const MAX_KEPT = 5000;
// An item's photos shown on its page: the intake photos of its parcel are a handful.
export const MAX_PUBLIC_PHOTOS = 12;

/** A public certificate as this process keeps it: the answer, its bytes, and where its photos come from. */
export interface PublicEntry {
  view: PublicCertificate;
  /** The answer of GET …/public and the badge, serialised once. */
  json: Buffer;
  badge: Buffer;
  /** The stored uploads (/uploads/<id>.<ext>) the photos are made from, in the order of view.photos. */
  sources: string[];
}

export const publicPhotoUrl = (publicUrl: string, certificateNumber: string, index: number) =>
  `${publicUrl}/api/certificates/${encodeURIComponent(certificateNumber)}/photos/${index}`;

/**
 * The public side of certificates their holder chose to show: the data, the badge and the photos,
 * from one entry per number kept for PUBLIC_CERTIFICATE_TTL_MS (ttlMs 0: no cache), dropped in every
 * process on `bus` after a write. A private number, an unknown one and a malformed one are the same
 * null; a malformed one never reaches the database.
 */
export function createPublicCertificates(deps: { db: Db; images: DerivedImages; publicUrl: string; ttlMs: number; bus: InvalidationBus }) {
  const { db } = deps;
  const cache = createShortCache<PublicEntry | null>(deps.ttlMs, MAX_KEPT, { bus: deps.bus, name: 'public-certificates' });

  async function load(certificateNumber: string): Promise<PublicEntry | null> {
    const [row] = await db
      .select({ c: certificates, itemType: submissionItems.itemType })
      .from(certificates)
      .leftJoin(submissionItems, eq(submissionItems.id, certificates.submissionItemId))
      .where(and(eq(certificates.certificateNumber, certificateNumber), eq(certificates.public, true)))
      .limit(1);
    if (!row) return null;
    const { c } = row;
    const [[lookups], intake] = await Promise.all([
      db.select({ n: count() }).from(certificateLookups).where(eq(certificateLookups.certificateId, c.id)),
      c.submissionId
        ? db
            .select({ urls: shipments.intakeImageUrls })
            .from(shipments)
            .where(and(eq(shipments.submissionId, c.submissionId), eq(shipments.direction, 'inbound')))
        : Promise.resolve([]),
    ]);
    // The photos the authenticator took at intake show the item as examined; the customer's own photo
    // only when there are none.
    const taken = intake.flatMap((s) => s.urls);
    const sources = (taken.length ? taken : c.imageUrl ? [c.imageUrl] : []).slice(0, MAX_PUBLIC_PHOTOS);
    const view: PublicCertificate = {
      certificateNumber: c.certificateNumber,
      item: c.item,
      athlete: c.athlete,
      itemType: row.itemType ?? null,
      issueDate: c.issueDate.toISOString(),
      status: c.demo ? 'demonstration' : c.status,
      revokedAt: c.revokedAt?.toISOString() ?? null,
      photos: sources.map((_, n) => publicPhotoUrl(deps.publicUrl, c.certificateNumber, n)),
      holders: c.holders,
      lastTransferredAt: c.lastTransferredAt?.toISOString() ?? null,
      lookups: Number(lookups?.n ?? 0),
      flagged: c.flaggedAt !== null,
    };
    return { view, json: Buffer.from(JSON.stringify(view)), badge: Buffer.from(certificateBadge(view)), sources };
  }

  const changed = (certificateNumber: string): Promise<void> => cache.changed(normalizeCertificateNumber(certificateNumber));

  return {
    /** The public certificate of a number as typed (normalised), or null for a private, unknown or malformed one. */
    get(certificateNumber: string): Promise<PublicEntry | null> {
      const number = normalizeCertificateNumber(certificateNumber);
      if (!isValidCertificateNumber(number)) return Promise.resolve(null);
      return cache.get(number, () => load(number));
    },

    /** As `get`, with whether its answer is still the kept one: how long a route's answer may be replayed (decision 042). */
    kept(certificateNumber: string): { value: Promise<PublicEntry | null>; current: () => boolean } {
      const number = normalizeCertificateNumber(certificateNumber);
      if (!isValidCertificateNumber(number)) return { value: Promise.resolve(null), current: () => false };
      return cache.kept(number, () => load(number));
    },

    /** The `index`th photo of a public certificate as a large JPEG (made once, kept in storage), or null. */
    async photo(certificateNumber: string, index: number): Promise<Buffer | null> {
      const entry = await this.get(certificateNumber);
      const source = entry?.sources[index];
      return source ? deps.images.jpegOf(source, 'large') : null;
    },

    /**
     * Shows or hides a certificate, for its current holder only: the account a transfer made holder,
     * else the account of the submission it was issued for. Anyone else's, or an unknown number: false.
     */
    async setVisibility(userId: number, certificateNumber: string, isPublic: boolean): Promise<boolean> {
      const number = normalizeCertificateNumber(certificateNumber);
      const ownSubmissions = db.select({ id: submissions.id }).from(submissions).where(eq(submissions.userId, userId));
      const updated = await db
        .update(certificates)
        .set({ public: isPublic })
        .where(
          and(
            eq(certificates.certificateNumber, number),
            or(eq(certificates.holderUserId, userId), and(isNull(certificates.holderUserId), inArray(certificates.submissionId, ownSubmissions))),
          ),
        )
        .returning({ id: certificates.id });
      // Only a real change is told to the other processes: someone else's number costs them nothing.
      if (updated.length > 0) await changed(number);
      return updated.length > 0;
    },

    /**
     * After a write that changes what a public certificate shows, once it is committed: its entry goes
     * here at once, and in every other process when the message reaches it.
     */
    changed,
  };
}

export type PublicCertificates = ReturnType<typeof createPublicCertificates>;
