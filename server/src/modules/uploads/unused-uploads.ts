import { and, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { blogPosts, certificates, collectionItems, shipments, submissionItems, uploads } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { derivedImageKeys } from './derived-images';
import { RENDITION_WIDTHS } from './image-processing';
import type { UploadQuota } from './upload-quota';

/** An upload nothing uses is kept this long: a visitor fills the form in the meantime. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
// One sweep removes at most this many (files are removed one by one); the next sweep takes the rest.
const BATCH = 500;

// The address an upload is known by (/uploads/<id>.<ext>), from its storage key (images/<id>.<ext>).
const urlOf = sql`'/uploads/' || substr(${uploads.storageKey}, 8)`;

/**
 * Every place that names an upload by its address: an item's photos, a parcel's intake photos, a
 * certificate, a collection item, a blog post. An upload none of them names is unused.
 */
const unused = sql`not exists (select 1 from ${submissionItems} where ${submissionItems.imageUrls} @> jsonb_build_array(${urlOf}))
  and not exists (select 1 from ${shipments} where ${shipments.intakeImageUrls} @> jsonb_build_array(${urlOf}))
  and not exists (select 1 from ${certificates} where ${certificates.imageUrl} = ${urlOf})
  and not exists (select 1 from ${collectionItems} where ${collectionItems.imageUrl} = ${urlOf})
  and not exists (select 1 from ${blogPosts} where ${blogPosts.imageUrl} = ${urlOf})`;

/**
 * Removes the uploads nothing uses a day after they came (anyone may upload; unused photos would
 * otherwise fill the disk or the bucket), with their original, their display copy and their
 * renditions. The row goes first, in one statement that re-checks "unused", then the files: nothing
 * is served without its row. (A form that names a day-old photo in the very second it is swept would
 * keep a broken address; the day makes that rare, and nothing else breaks.)
 */
export function createUnusedUploads(deps: { db: Db; storage: FileStorage; quota: UploadQuota; log: FastifyBaseLogger }) {
  const { db, storage, quota, log } = deps;

  async function removeUnused(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS);
    const old = db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(lt(uploads.createdAt, cutoff), unused))
      .limit(BATCH);
    const gone = await db
      .delete(uploads)
      .where(and(sql`${uploads.id} in ${old}`, unused))
      .returning({ id: uploads.id, storageKey: uploads.storageKey, originalKey: uploads.originalKey });
    for (const row of gone) {
      const ext = row.storageKey.slice(row.storageKey.lastIndexOf('.') + 1);
      const keys = [row.storageKey, row.originalKey, ...RENDITION_WIDTHS.map((w) => `sized/${row.id}-w${w}.${ext}`), ...derivedImageKeys(row.id)];
      // A file that cannot be removed now is logged; its row is gone, so nothing serves it any more.
      for (const key of keys) await storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'could not remove an unused upload file'));
    }
    await quota.purge(now);
    if (gone.length) log.info({ removed: gone.length }, 'removed unused uploads');
    return gone.length;
  }

  return {
    removeUnused,
    /** Sweeps every hour until `stop` (the app's close); the timer never keeps the process alive. */
    start(): { stop: () => void } {
      const timer = setInterval(() => {
        removeUnused().catch((err: unknown) => log.error({ err }, 'unused uploads sweep failed'));
      }, SWEEP_EVERY_MS);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
}

export type UnusedUploads = ReturnType<typeof createUnusedUploads>;
