import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { normalizeCertificateNumber } from '@shared/certificate-number';
import { fullName } from '@shared/format';
import type { HolderLink } from '@shared/schemas/certificate';
import { TRANSFER_DAYS, type AccountCertificate, type HolderCorrection, type TransferAccept, type TransferStarted } from '@shared/schemas/certificate-holders';
import type { Db, DbOrTx } from '../../db/types';
import { certificateHolders, certificateLookups, certificates, certificateTransfers, submissionItems, submissions, users } from '../../db/schema';
import type { Limit, Throttle } from '../auth/throttle';
import type { UserRow } from '../auth/user-repository';
import type { Mailer } from '../mail/mailer';
import type { CertificateSigning } from './signing';
import { hashTransferCode, newTransferCode } from './transfer-code';
import { receivedMail, transferredAwayMail } from './transfer-mail';

/**
 * Wrong transfer codes, counted per address (10 an hour) and per certificate number from everywhere (20
 * an hour), then an hour of 429. A code is 50 random bits: either cap leaves a guesser nowhere, and the
 * number's cap needs wrong codes from at least two addresses, so a stranger alone cannot lock the buyer out.
 * Counted before the code is checked; a right code gives its counts back.
 */
export const TRANSFER_CODES_PER_ADDRESS: Limit = { max: 10, windowMs: 60 * 60 * 1000, lockMs: 60 * 60 * 1000 };
export const TRANSFER_CODES_PER_NUMBER: Limit = { max: 20, windowMs: 60 * 60 * 1000, lockMs: 60 * 60 * 1000 };

const DAY_MS = 24 * 60 * 60 * 1000;

type CertificateRow = typeof certificates.$inferSelect;
type Holder = { userId: number | null; email: string; fullName: string; lastName: string };

export type StartResult = { kind: 'started'; transfer: TransferStarted } | { kind: 'not-found' } | { kind: 'revoked' };
export type AcceptResult =
  | { kind: 'accepted'; certificateNumber: string }
  | { kind: 'throttled'; retryAfterMs: number }
  | { kind: 'wrong-code' | 'expired' | 'cancelled' | 'spent' | 'already-holder' | 'revoked' };
export type CorrectResult = { kind: 'corrected' } | { kind: 'not-found' } | { kind: 'unknown-holder'; field: 'userId' | 'email' };

/**
 * Who holds a certificate (decision 039): the account a transfer or correction named, else its
 * submission's account. In SQL, for a query joining certificates to submissions.
 */
export const holderIdSql = sql<number | null>`coalesce(${certificates.holderUserId}, ${submissions.userId})`;

/**
 * When the certificate left its submission's account (or, for a guest order, the order's e-mail), or
 * null while that holder still has it: the same rule as the PDF's (a named holder other than the
 * submission's account). The day is the end of that holder's last link in the chain; a sale passed on
 * again later does not move it. In SQL, for a query joining certificates to submissions.
 */
export const transferredAtSql = sql<Date | null>`case when ${certificates.holderUserId} is not null and ${certificates.holderUserId} is distinct from ${submissions.userId} then coalesce(
  (select max(${certificateHolders.until}) from ${certificateHolders} where ${certificateHolders.certificateId} = ${certificates.id}
    and (${certificateHolders.via} = 'issue' or ${certificateHolders.userId} = ${submissions.userId}
      or (${certificateHolders.userId} is null and lower(${certificateHolders.email}) = lower(${submissions.email})))),
  ${certificates.lastTransferredAt}, ${certificates.issueDate}) end`.mapWith(certificateHolders.until);

export function createHolderService(deps: {
  db: Db;
  throttle: Throttle;
  signing: CertificateSigning;
  mailer: Mailer;
  publicUrl: string;
  /** After a change of holder, committed: the public page and badge (decision 040) show it on the next request, in every process. */
  changed?: (certificateNumber: string) => Promise<void>;
}) {
  const { db } = deps;

  /** The certificate of this number if `userId` holds it; someone else's and an unknown number alike give undefined. */
  async function heldBy(tx: DbOrTx, certificateNumber: string, userId: number): Promise<CertificateRow | undefined> {
    const [row] = await tx
      .select({ certificate: certificates })
      .from(certificates)
      .leftJoin(submissions, eq(certificates.submissionId, submissions.id))
      .where(and(eq(certificates.certificateNumber, normalizeCertificateNumber(certificateNumber)), sql`${holderIdSql} = ${userId}`))
      .limit(1);
    return row?.certificate;
  }

  /** The current holder as a person to write to: the holder's account, else the order's name and e-mail. */
  async function currentHolder(tx: DbOrTx, c: CertificateRow): Promise<Holder | undefined> {
    const [row] = await tx
      .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, orderEmail: submissions.email, orderName: submissions.fullName })
      .from(certificates)
      .leftJoin(submissions, eq(certificates.submissionId, submissions.id))
      .leftJoin(users, eq(users.id, holderIdSql))
      .where(eq(certificates.id, c.id))
      .limit(1);
    if (!row) return undefined;
    if (row.userId !== null && row.email !== null && row.firstName !== null && row.lastName !== null) {
      return { userId: row.userId, email: row.email, fullName: fullName({ firstName: row.firstName, lastName: row.lastName }), lastName: row.lastName };
    }
    if (row.orderEmail === null || row.orderName === null) return undefined;
    return { userId: null, email: row.orderEmail, fullName: row.orderName, lastName: c.userLastName };
  }

  /**
   * Hands the certificate to `holder`, in the caller's transaction: the current link of the chain ends,
   * a new one starts, and the certificate follows (verification asks for the new last name; the new
   * holder chooses again whether to show it). Any open transfer code dies with the change.
   */
  async function changeHolder(tx: DbOrTx, c: CertificateRow, holder: Holder, link: { via: 'transfer' | 'correction'; reason?: string; recordedBy?: number }) {
    const now = new Date();
    await tx.update(certificateHolders).set({ until: now }).where(and(eq(certificateHolders.certificateId, c.id), isNull(certificateHolders.until)));
    await tx.insert(certificateHolders).values({
      certificateId: c.id,
      userId: holder.userId,
      email: holder.email,
      fullName: holder.fullName,
      lastName: holder.lastName,
      since: now,
      via: link.via,
      reason: link.reason ?? null,
      recordedBy: link.recordedBy ?? null,
    });
    await tx
      .update(certificateTransfers)
      .set({ cancelledAt: now })
      .where(and(eq(certificateTransfers.certificateId, c.id), isNull(certificateTransfers.spentAt), isNull(certificateTransfers.cancelledAt)));
    // A sale adds a holder; a correction counts the distinct people of the chain (undoing a wrong
    // transfer does not make the rightful holder a new one).
    const holders =
      link.via === 'transfer'
        ? sql`${certificates.holders} + 1`
        : sql`(select count(distinct lower(${certificateHolders.email})) from ${certificateHolders} where ${certificateHolders.certificateId} = ${c.id})`;
    await tx
      .update(certificates)
      .set({
        holderUserId: holder.userId,
        userLastName: holder.lastName,
        holders,
        public: false,
        ...(link.via === 'transfer' ? { lastTransferredAt: now } : {}),
      })
      .where(eq(certificates.id, c.id));
  }

  const photoUrl = (c: { certificateNumber: string; imageUrl: string | null }) =>
    c.imageUrl ? `/api/certificates/${encodeURIComponent(c.certificateNumber)}/photo?sig=${deps.signing.photoSignature(c.certificateNumber)}` : null;

  return {
    /** The certificates `user` holds now, the newest first, with what only their holder sees. */
    async listHeld(user: UserRow): Promise<AccountCertificate[]> {
      const lookups = db
        .select({ certificateId: certificateLookups.certificateId, n: count().as('n') })
        .from(certificateLookups)
        .groupBy(certificateLookups.certificateId)
        .as('lookups');
      const open = db
        .select({ certificateId: certificateTransfers.certificateId, expiresAt: certificateTransfers.expiresAt })
        .from(certificateTransfers)
        .where(and(isNull(certificateTransfers.spentAt), isNull(certificateTransfers.cancelledAt), gt(certificateTransfers.expiresAt, new Date())))
        .as('open_transfer');
      const rows = await db
        .select({ c: certificates, itemType: submissionItems.itemType, lookups: lookups.n, transferExpiresAt: open.expiresAt })
        .from(certificates)
        .leftJoin(submissions, eq(certificates.submissionId, submissions.id))
        .leftJoin(submissionItems, eq(certificates.submissionItemId, submissionItems.id))
        .leftJoin(lookups, eq(lookups.certificateId, certificates.id))
        .leftJoin(open, eq(open.certificateId, certificates.id))
        .where(sql`${holderIdSql} = ${user.id}`)
        .orderBy(desc(certificates.issueDate), desc(certificates.id));
      return rows.map(({ c, itemType, lookups: n, transferExpiresAt }) => {
        const photo = photoUrl(c);
        return {
          certificateNumber: c.certificateNumber,
          item: c.item,
          athlete: c.athlete,
          itemType: itemType ?? null,
          issueDate: c.issueDate.toISOString(),
          status: c.demo ? 'demonstration' : c.status,
          public: c.public,
          holders: c.holders,
          lastTransferredAt: c.lastTransferredAt?.toISOString() ?? null,
          lookups: Number(n ?? 0),
          flagged: c.flaggedAt !== null,
          pdfUrl: `/api/certificates/${encodeURIComponent(c.certificateNumber)}/pdf`,
          photos: photo ? [photo] : [],
          transferExpiresAt: transferExpiresAt ? new Date(transferExpiresAt).toISOString() : null,
        };
      });
    },

    /** A new one-time code for the holder to give a buyer; one open per certificate (this one replaces any). */
    async startTransfer(user: UserRow, certificateNumber: string): Promise<StartResult> {
      return db.transaction(async (tx) => {
        const c = await heldBy(tx, certificateNumber, user.id);
        if (!c) return { kind: 'not-found' } as const;
        if (c.status !== 'valid' || c.demo) return { kind: 'revoked' } as const;
        const now = new Date();
        await tx
          .update(certificateTransfers)
          .set({ cancelledAt: now })
          .where(and(eq(certificateTransfers.certificateId, c.id), isNull(certificateTransfers.spentAt), isNull(certificateTransfers.cancelledAt)));
        const code = newTransferCode();
        const expiresAt = new Date(now.getTime() + TRANSFER_DAYS * DAY_MS);
        await tx.insert(certificateTransfers).values({ certificateId: c.id, codeHash: hashTransferCode(code), createdBy: user.id, expiresAt });
        return { kind: 'started', transfer: { code, expiresAt: expiresAt.toISOString() } } as const;
      });
    },

    /** Cancels the holder's open transfer code; false when they hold no such certificate or it has none. */
    async cancelTransfer(user: UserRow, certificateNumber: string): Promise<boolean> {
      const c = await heldBy(db, certificateNumber, user.id);
      if (!c) return false;
      const cancelled = await db
        .update(certificateTransfers)
        .set({ cancelledAt: new Date() })
        .where(and(eq(certificateTransfers.certificateId, c.id), isNull(certificateTransfers.spentAt), isNull(certificateTransfers.cancelledAt)))
        .returning({ id: certificateTransfers.id });
      return cancelled.length > 0;
    },

    /**
     * The buyer enters number and code. Wrong codes (and unknown numbers, which answer alike) count per
     * address and per number; a known code answers what became of it. Accepting changes the holder, spends
     * the code and queues both parties' e-mails in one transaction.
     */
    async accept(address: string, buyer: UserRow, input: TransferAccept): Promise<AcceptResult> {
      const certificateNumber = normalizeCertificateNumber(input.certificateNumber).slice(0, 64);
      const addressKey = `transfer-code:ip:${address}`;
      const numberKey = `transfer-code:number:${certificateNumber}`;
      const addressLockedMs = await deps.throttle.hit(addressKey, TRANSFER_CODES_PER_ADDRESS);
      if (addressLockedMs > 0) return { kind: 'throttled', retryAfterMs: addressLockedMs };
      const numberLockedMs = await deps.throttle.hit(numberKey, TRANSFER_CODES_PER_NUMBER);
      if (numberLockedMs > 0) {
        await deps.throttle.refund(addressKey);
        return { kind: 'throttled', retryAfterMs: numberLockedMs };
      }

      const outcome = await db.transaction(async (tx): Promise<AcceptResult> => {
        // Locked: two buyers, or a buyer and a cancelling seller, take turns.
        const [c] = await tx.select().from(certificates).where(eq(certificates.certificateNumber, certificateNumber)).limit(1).for('update');
        if (!c) return { kind: 'wrong-code' };
        const [transfer] = await tx
          .select()
          .from(certificateTransfers)
          .where(and(eq(certificateTransfers.certificateId, c.id), eq(certificateTransfers.codeHash, hashTransferCode(input.code))))
          .orderBy(desc(certificateTransfers.createdAt), desc(certificateTransfers.id))
          .limit(1);
        if (!transfer) return { kind: 'wrong-code' };
        if (transfer.spentAt) return { kind: 'spent' };
        if (transfer.cancelledAt) return { kind: 'cancelled' };
        if (transfer.expiresAt.getTime() <= Date.now()) return { kind: 'expired' };
        if (c.status !== 'valid' || c.demo) return { kind: 'revoked' };
        const seller = await currentHolder(tx, c);
        if (seller?.userId === buyer.id) return { kind: 'already-holder' };
        const holder = { userId: buyer.id, email: buyer.email, fullName: fullName(buyer), lastName: buyer.lastName };
        await tx.update(certificateTransfers).set({ spentAt: new Date(), spentBy: buyer.id }).where(eq(certificateTransfers.id, transfer.id));
        await changeHolder(tx, c, holder, { via: 'transfer' });
        // Written with the change (decision 028): both parties are told exactly when it is saved.
        if (seller) await deps.mailer.send(transferredAwayMail(seller, c, deps.publicUrl), { tx });
        await deps.mailer.send(receivedMail(holder, c, deps.publicUrl), { tx });
        return { kind: 'accepted', certificateNumber: c.certificateNumber };
      });
      if (outcome.kind !== 'wrong-code') await Promise.all([deps.throttle.refund(addressKey), deps.throttle.refund(numberKey)]);
      if (outcome.kind === 'accepted') await deps.changed?.(outcome.certificateNumber);
      return outcome;
    },

    /** The chain of holders of a certificate, the first first, as the admin reads it. */
    async chain(certificateId: number): Promise<HolderLink[]> {
      const rows = await db
        .select({ link: certificateHolders, recorderFirst: users.firstName, recorderLast: users.lastName })
        .from(certificateHolders)
        .leftJoin(users, eq(users.id, certificateHolders.recordedBy))
        .where(eq(certificateHolders.certificateId, certificateId))
        .orderBy(asc(certificateHolders.since), asc(certificateHolders.id));
      return rows.map(({ link, recorderFirst, recorderLast }) => ({
        fullName: link.fullName,
        email: link.email,
        userId: link.userId,
        since: link.since.toISOString(),
        until: link.until?.toISOString() ?? null,
        via: link.via,
        reason: link.reason,
        recordedBy: recorderFirst !== null && recorderLast !== null ? fullName({ firstName: recorderFirst, lastName: recorderLast }) : null,
      }));
    },

    /**
     * The admin names the rightful holder: an account (by id, or by its e-mail), or the order's own e-mail
     * for a guest order (held by that e-mail until claimed). Anyone else must have an account first, since
     * an account is what holds a certificate. Recorded as a 'correction' with the reason and the admin.
     */
    async correct(certificateNumber: string, input: HolderCorrection, admin: UserRow): Promise<CorrectResult> {
      const result = await db.transaction(async (tx): Promise<CorrectResult> => {
        const [row] = await tx
          .select({ c: certificates, orderEmail: submissions.email, orderName: submissions.fullName, orderUserId: submissions.userId })
          .from(certificates)
          .leftJoin(submissions, eq(certificates.submissionId, submissions.id))
          .where(eq(certificates.certificateNumber, normalizeCertificateNumber(certificateNumber)))
          .limit(1)
          .for('update', { of: certificates });
        if (!row) return { kind: 'not-found' };
        const [account] =
          input.userId !== undefined
            ? await tx.select().from(users).where(eq(users.id, input.userId)).limit(1)
            : await tx.select().from(users).where(sql`lower(${users.email}) = ${input.email!.toLowerCase()}`).limit(1);
        let holder: Holder;
        if (account) {
          holder = { userId: account.id, email: account.email, fullName: input.fullName ?? fullName(account), lastName: account.lastName };
        } else if (input.userId === undefined && row.orderUserId === null && row.orderEmail?.toLowerCase() === input.email!.toLowerCase()) {
          const name = input.fullName ?? row.orderName ?? '';
          holder = { userId: null, email: row.orderEmail, fullName: name, lastName: name.trim().split(/\s+/).at(-1) ?? name };
        } else {
          return { kind: 'unknown-holder', field: input.userId !== undefined ? 'userId' : 'email' };
        }
        await changeHolder(tx, row.c, holder, { via: 'correction', reason: input.reason, recordedBy: admin.id });
        return { kind: 'corrected' };
      });
      if (result.kind === 'corrected') await deps.changed?.(certificateNumber);
      return result;
    },
  };
}

export type HolderService = ReturnType<typeof createHolderService>;
