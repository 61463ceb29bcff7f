import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CollectionItem, collectionItemInputSchema } from '@shared/schemas/collection';
import type { Db } from '../../db/types';
import { type InvalidationBus, localOnly } from '../../lib/invalidation-bus';
import { createShortCache, PUBLIC_LIST_TTL_MS } from '../../lib/short-cache';
import { collectionItems } from '../../db/schema';
import { imageSizesOf } from '../public-images/public-images';

export type CollectionItemValues = z.output<typeof collectionItemInputSchema>;
type Row = typeof collectionItems.$inferSelect;

export function toCollectionItem(row: Row): CollectionItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    athlete: row.athlete,
    category: row.category,
    year: row.year,
    rarity: row.rarity,
    imageUrl: row.imageUrl,
    imageSizes: imageSizesOf(row.imageUrl),
    displayOrder: row.displayOrder,
    isVisible: row.isVisible,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Optional fields left out of a PUT are cleared: the form always sends the whole item.
const columns = (v: CollectionItemValues) => ({
  title: v.title,
  description: v.description ?? null,
  athlete: v.athlete,
  category: v.category,
  year: v.year ?? null,
  rarity: v.rarity ?? null,
  imageUrl: v.imageUrl,
  displayOrder: v.displayOrder,
  isVisible: v.isVisible,
});

export function createCollectionRepository(db: Db, publicListTtlMs = PUBLIC_LIST_TTL_MS, bus: InvalidationBus = localOnly) {
  // The visitors' list, kept for a second and dropped on every write, here and in every process on the bus (decision 017).
  const cache = createShortCache<CollectionItem[]>(publicListTtlMs, undefined, { bus, name: 'collection' });
  const query = async (includeHidden: boolean): Promise<CollectionItem[]> => {
    const rows = await db
        .select()
        .from(collectionItems)
        .where(includeHidden ? undefined : eq(collectionItems.isVisible, true))
        .orderBy(asc(collectionItems.displayOrder), asc(collectionItems.id));
    return rows.map(toCollectionItem);
  };
  return {
    /** Grows with every write, through this process or heard on the bus (content-page-render.ts keeps pages until it does). */
    version: (): number => cache.generation(),
    /** Ordered by displayOrder then id; hidden items only when asked (admins, never cached). */
    list(includeHidden: boolean): Promise<CollectionItem[]> {
      return includeHidden ? query(true) : cache.get('visible', () => query(false));
    },
    async create(values: CollectionItemValues): Promise<CollectionItem> {
      return cache.writing(async () => {
        const [row] = await db.insert(collectionItems).values(columns(values)).returning();
        return toCollectionItem(row!);
      });
    },
    async update(id: number, values: CollectionItemValues): Promise<CollectionItem | null> {
      return cache.writing(async () => {
        const [row] = await db
          .update(collectionItems)
          .set({ ...columns(values), updatedAt: new Date() })
          .where(eq(collectionItems.id, id))
          .returning();
        return row ? toCollectionItem(row) : null;
      });
    },
    async remove(id: number): Promise<boolean> {
      return cache.writing(async () => {
        const rows = await db.delete(collectionItems).where(eq(collectionItems.id, id)).returning({ id: collectionItems.id });
        return rows.length > 0;
      });
    },
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
