import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export function createUploadRepository(db: Db) {
  return {
    async insertMany(rows: (typeof uploads.$inferInsert)[]): Promise<void> {
      if (rows.length) await db.insert(uploads).values(rows);
    },
    async findById(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row;
    },
    /** The ids among `ids` that were uploaded from this browser session. */
    async ownedBy(sessionId: string, ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.sessionId, sessionId), inArray(uploads.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;
