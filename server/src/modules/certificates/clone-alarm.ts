import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normalizeCertificateNumber } from '@shared/certificate-number';
import { fullName } from '@shared/format';
import type { CertificateAlert } from '@shared/schemas/certificate-alerts';
import type { Db, DbOrTx } from '../../db/types';
import { certificateAlerts, certificateLookups, certificates, submissions, users } from '../../db/schema';
import type { UserRow } from '../auth/user-repository';
import type { Mailer, MailMessage } from '../mail/mailer';
import { customerEmailBody, escapeHtml } from '../mail/email-format';

/** The thresholds (env CLONE_ALARM_*): see docs/decisions/041-clone-alarm-and-population.md. */
export interface CloneAlarmLimits {
  misses: number;
  places: number;
  matchedPlaces: number;
  days: number;
}

type AlertReason = (typeof certificateAlerts.$inferInsert)['reason'];
export type ClearResult = { kind: 'cleared'; alert: CertificateAlert } | { kind: 'not-found' } | { kind: 'not-open' };

const LIST_LIMIT = 200;

function alarmEmail(
  holder: { name: string; email: string },
  certificateNumber: string,
  reason: AlertReason,
  counts: { mismatches: number; places: number; matchedPlaces: number },
  publicUrl: string,
): MailMessage {
  const seen =
    reason === 'mismatches'
      ? `Your certificate ${certificateNumber} was looked up ${counts.mismatches} times from ${counts.places} places with names that are not yours.`
      : `Your certificate ${certificateNumber} was looked up with your name from ${counts.matchedPlaces} places in a few days, more than a letter usually is.`;
  const lines = [seen, 'Someone may be offering an item with a copy of its letter. If you still hold the item, tell us: we will look into who has been asking.'];
  const { text, html } = customerEmailBody({
    name: holder.name,
    text: lines,
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    link: { url: `${publicUrl}/contact-us`, textLabel: 'Tell us', htmlLabel: 'Tell us you still hold it' },
  });
  return { to: holder.email, subject: `Certificate ${certificateNumber}: unusual verification lookups`, text, html };
}

/**
 * The clone alarm (docs/decisions/041): evaluated on each lookup of an existing certificate, right after
 * the lookup is logged, from the lookups of the window (indexed by certificate and date). Lookups up to a
 * cleared alert are not counted again: an admin's clear is not undone by the very lookups it judged.
 */
export function createCloneAlarm(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  limits: CloneAlarmLimits;
  /** After a flag is raised or lifted: the public page and badge (decision 040) show it on the next request, in every process. */
  changed?: (certificateNumber: string) => Promise<void>;
}) {
  const { db, limits } = deps;

  async function windowCounts(certificateId: number) {
    const l = certificateLookups;
    const a = certificateAlerts;
    const [w] = await db
      .select({
        mismatches: sql<number>`count(*) filter (where not ${l.matched})`,
        places: sql<number>`count(distinct ${l.ipHash}) filter (where not ${l.matched})`,
        matchedPlaces: sql<number>`count(distinct ${l.ipHash}) filter (where ${l.matched})`,
        firstSeen: sql<string | null>`min(${l.createdAt})`,
        lastSeen: sql<string | null>`max(${l.createdAt})`,
      })
      .from(l)
      .where(
        and(
          eq(l.certificateId, certificateId),
          sql`${l.createdAt} > now() - make_interval(days => ${limits.days})`,
          sql`${l.createdAt} > coalesce((select max(${a.clearedAt}) from ${a} where ${a.certificateId} = ${certificateId}), '-infinity'::timestamptz)`,
        ),
      );
    return {
      mismatches: Number(w?.mismatches ?? 0),
      places: Number(w?.places ?? 0),
      matchedPlaces: Number(w?.matchedPlaces ?? 0),
      firstSeen: w?.firstSeen ? new Date(w.firstSeen) : new Date(),
      lastSeen: w?.lastSeen ? new Date(w.lastSeen) : new Date(),
    };
  }

  /** Who holds the letter now: the transfer's account, else the submission's account, else its e-mail. */
  async function holderOf(tx: DbOrTx, certificateId: number): Promise<{ name: string; email: string } | null> {
    const holderUser = alias(users, 'holder_user');
    const accountUser = alias(users, 'account_user');
    const [row] = await tx
      .select({
        holderEmail: holderUser.email,
        holderFirst: holderUser.firstName,
        holderLast: holderUser.lastName,
        accountEmail: accountUser.email,
        accountFirst: accountUser.firstName,
        accountLast: accountUser.lastName,
        submissionEmail: submissions.email,
        submissionName: submissions.fullName,
      })
      .from(certificates)
      .leftJoin(holderUser, eq(holderUser.id, certificates.holderUserId))
      .leftJoin(submissions, eq(submissions.id, certificates.submissionId))
      .leftJoin(accountUser, eq(accountUser.id, submissions.userId))
      .where(eq(certificates.id, certificateId));
    if (!row) return null;
    if (row.holderEmail) return { email: row.holderEmail, name: fullName({ firstName: row.holderFirst ?? '', lastName: row.holderLast ?? '' }) };
    if (row.accountEmail) return { email: row.accountEmail, name: fullName({ firstName: row.accountFirst ?? '', lastName: row.accountLast ?? '' }) };
    if (row.submissionEmail) return { email: row.submissionEmail, name: row.submissionName ?? '' };
    return null;
  }

  const reasonOf = (c: { mismatches: number; places: number; matchedPlaces: number }): AlertReason | null =>
    c.mismatches >= limits.misses && c.places >= limits.places ? 'mismatches' : c.matchedPlaces >= limits.matchedPlaces ? 'matched-places' : null;

  const alertColumns = {
    certificateNumber: certificates.certificateNumber,
    reason: certificateAlerts.reason,
    mismatches: certificateAlerts.mismatches,
    places: certificateAlerts.places,
    matchedPlaces: certificateAlerts.matchedPlaces,
    firstSeen: certificateAlerts.firstSeen,
    lastSeen: certificateAlerts.lastSeen,
    flaggedAt: certificateAlerts.flaggedAt,
    holderNotifiedAt: certificateAlerts.holderNotifiedAt,
    clearedAt: certificateAlerts.clearedAt,
    clearNote: certificateAlerts.clearNote,
    clearedByFirst: users.firstName,
    clearedByLast: users.lastName,
  };
  const alertQuery = () =>
    db.select(alertColumns).from(certificateAlerts).innerJoin(certificates, eq(certificates.id, certificateAlerts.certificateId)).leftJoin(users, eq(users.id, certificateAlerts.clearedBy));
  type AlertRow = Awaited<ReturnType<typeof alertQuery>>[number];
  const toAlert = (r: AlertRow): CertificateAlert => ({
    certificateNumber: r.certificateNumber,
    reason: r.reason,
    mismatches: r.mismatches,
    places: r.places,
    matchedPlaces: r.matchedPlaces,
    firstSeen: r.firstSeen.toISOString(),
    lastSeen: r.lastSeen.toISOString(),
    flaggedAt: r.flaggedAt.toISOString(),
    holderNotifiedAt: r.holderNotifiedAt?.toISOString() ?? null,
    clearedAt: r.clearedAt?.toISOString() ?? null,
    clearedBy: r.clearedByFirst !== null && r.clearedByLast !== null ? fullName({ firstName: r.clearedByFirst, lastName: r.clearedByLast }) : null,
    clearNote: r.clearNote,
  });
  return {
    /**
     * After a lookup of this certificate was logged: updates its open alert's counts, or opens one when a
     * threshold is reached (setting certificates.flagged_at and e-mailing the holder once, in one
     * transaction). Returns when the certificate is flagged, null when it is not.
     */
    async afterLookup(c: { id: number; certificateNumber: string; demo: boolean; flaggedAt: Date | null }): Promise<Date | null> {
      // The demonstration letters are looked up by anyone with any name: nothing to protect.
      if (c.demo) return null;
      const counts = await windowCounts(c.id);
      if (c.flaggedAt) {
        await db
          .update(certificateAlerts)
          .set({ mismatches: counts.mismatches, places: counts.places, matchedPlaces: counts.matchedPlaces, lastSeen: counts.lastSeen })
          .where(and(eq(certificateAlerts.certificateId, c.id), isNull(certificateAlerts.clearedAt)));
        return c.flaggedAt;
      }
      const reason = reasonOf(counts);
      if (!reason) return null;
      const flaggedAt = await db.transaction(async (tx) => {
        // The partial unique index keeps one open alert: of two lookups racing here, one opens it.
        const [opened] = await tx.insert(certificateAlerts).values({ certificateId: c.id, reason, ...counts }).onConflictDoNothing().returning();
        if (!opened) {
          const [open] = await tx.select({ flaggedAt: certificateAlerts.flaggedAt }).from(certificateAlerts).where(and(eq(certificateAlerts.certificateId, c.id), isNull(certificateAlerts.clearedAt)));
          return open?.flaggedAt ?? null;
        }
        await tx.update(certificates).set({ flaggedAt: opened.flaggedAt }).where(eq(certificates.id, c.id));
        const holder = await holderOf(tx, c.id);
        if (holder) {
          await deps.mailer.send(alarmEmail(holder, c.certificateNumber, reason, counts, deps.publicUrl), { tx });
          await tx.update(certificateAlerts).set({ holderNotifiedAt: new Date() }).where(eq(certificateAlerts.id, opened.id));
        }
        return opened.flaggedAt;
      });
      if (flaggedAt) await deps.changed?.(c.certificateNumber);
      return flaggedAt;
    },

    /** The alerts for the admins: open ones first, newest first. */
    async list(): Promise<CertificateAlert[]> {
      const rows = await alertQuery()
        .orderBy(sql`${certificateAlerts.clearedAt} is null desc`, desc(certificateAlerts.flaggedAt), desc(certificateAlerts.id))
        .limit(LIST_LIMIT);
      return rows.map(toAlert);
    },

    /** Closes a certificate's open alert with the admin's note, and lifts its flag, in one transaction. */
    async clear(certificateNumber: string, note: string, admin: UserRow): Promise<ClearResult> {
      const number = normalizeCertificateNumber(certificateNumber);
      const outcome = await db.transaction(async (tx) => {
        const [c] = await tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.certificateNumber, number)).limit(1);
        if (!c) return { kind: 'not-found' } as const;
        const [cleared] = await tx
          .update(certificateAlerts)
          .set({ clearedAt: new Date(), clearedBy: admin.id, clearNote: note })
          .where(and(eq(certificateAlerts.certificateId, c.id), isNull(certificateAlerts.clearedAt)))
          .returning({ id: certificateAlerts.id });
        if (!cleared) return { kind: 'not-open' } as const;
        await tx.update(certificates).set({ flaggedAt: null }).where(eq(certificates.id, c.id));
        return { kind: 'cleared', id: cleared.id } as const;
      });
      if (outcome.kind !== 'cleared') return outcome;
      await deps.changed?.(number);
      const [row] = await alertQuery().where(eq(certificateAlerts.id, outcome.id));
      return { kind: 'cleared', alert: toAlert(row!) };
    },
  };
}

export type CloneAlarm = ReturnType<typeof createCloneAlarm>;
