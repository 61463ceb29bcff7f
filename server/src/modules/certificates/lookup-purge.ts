import { and, isNull, lt, or } from 'drizzle-orm';
import { LOOKUP_RETENTION_DAYS } from '@shared/certificate-lookups';
import type { Db } from '../../db/types';
import { certificateLookups } from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Drops lookups older than the admin's view covers, and after a day those of numbers that name no
 * certificate (nothing reads them): someone walking through numbers cannot grow the table without bound.
 */
export async function purgeCertificateLookups(db: Db, now: number): Promise<void> {
  await db
    .delete(certificateLookups)
    .where(
      or(
        lt(certificateLookups.createdAt, new Date(now - LOOKUP_RETENTION_DAYS * DAY)),
        and(isNull(certificateLookups.certificateId), lt(certificateLookups.createdAt, new Date(now - DAY))),
      ),
    );
}
