import { and, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { NEWS_CATEGORIES } from '@shared/blog';
import type { BlogList, BlogListQuery, BlogPost, blogPostInputSchema } from '@shared/schemas/blog';
import type { Db } from '../../db/types';
import { type InvalidationBus, localOnly } from '../../lib/invalidation-bus';
import { createShortCache, PUBLIC_LIST_TTL_MS } from '../../lib/short-cache';
import { blogPosts } from '../../db/schema';
import { imageSizesOf, publicPostCondition } from '../public-images/public-images';

export type BlogPostValues = z.output<typeof blogPostInputSchema>;
type Row = typeof blogPosts.$inferSelect;

export function toBlogPost(row: Row): BlogPost {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    category: row.category,
    imageUrl: row.imageUrl,
    imageSizes: imageSizesOf(row.imageUrl),
    videoUrl: row.videoUrl,
    readTime: row.readTime,
    isFeatured: row.isFeatured,
    isPublished: row.isPublished,
    publishDate: row.publishDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The date a post is shown and sorted by: its publish date, else its creation. */
export const postDate = (row: Pick<Row, 'publishDate' | 'createdAt'>) => row.publishDate ?? row.createdAt;
const newestFirst = () => [desc(sql`coalesce(${blogPosts.publishDate}, ${blogPosts.createdAt})`), desc(blogPosts.id)];
const news = [...NEWS_CATEGORIES];

/** LIKE's wildcards typed in the search box are searched for literally (backslash is the default escape). */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A date alone (YYYY-MM-DD) is midnight UTC of that day: on or before "today" for the US team.
const toDate = (v: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);

const columns = (v: BlogPostValues) => ({
  title: v.title,
  excerpt: v.excerpt,
  content: v.content,
  author: v.author,
  category: v.category,
  imageUrl: v.imageUrl ?? null,
  videoUrl: v.videoUrl ?? null,
  readTime: v.readTime ?? null,
  isFeatured: v.isFeatured,
  isPublished: v.isPublished,
});

export function createBlogRepository(db: Db, publicListTtlMs = PUBLIC_LIST_TTL_MS, bus: InvalidationBus = localOnly) {
  // Visitors' pages of the list, kept for a second and dropped on every write, here and in every process on the bus (decision 017).
  const cache = createShortCache<BlogList>(publicListTtlMs, undefined, { bus, name: 'blog' });
  return {
    /** Grows with every write, through this process or heard on the bus (content-page-render.ts keeps pages until it does). */
    version: (): number => cache.generation(),
    /** The public list: published posts whose date has come, q over title and excerpt, one tab's page. */
    listPublic(query: BlogListQuery): Promise<BlogList> {
      return cache.get(JSON.stringify([query.q ?? '', query.tab, query.page, query.pageSize]), () => this.queryPublic(query));
    },
    async queryPublic(query: BlogListQuery): Promise<BlogList> {
      const pattern = likePattern(query.q);
      const matching = and(publicPostCondition(), query.q ? or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern)) : undefined);
      const tab: SQL | undefined =
        query.tab === 'news' ? inArray(blogPosts.category, news) : query.tab === 'blog' ? notInArray(blogPosts.category, news) : undefined;
      const [counts] = await db
        .select({ all: sql<number>`count(*)::int`, news: sql<number>`(count(*) filter (where ${inArray(blogPosts.category, news)}))::int` })
        .from(blogPosts)
        .where(matching);
      const rows = await db
        .select()
        .from(blogPosts)
        .where(and(matching, tab))
        .orderBy(...newestFirst())
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [featured] = await db
        .select()
        .from(blogPosts)
        .where(and(publicPostCondition(), eq(blogPosts.isFeatured, true)))
        .orderBy(...newestFirst())
        .limit(1);
      const all = counts?.all ?? 0;
      const newsCount = counts?.news ?? 0;
      const byTab = { all, news: newsCount, blog: all - newsCount };
      return {
        items: rows.map(toBlogPost),
        total: byTab[query.tab],
        page: query.page,
        pageSize: query.pageSize,
        counts: byTab,
        featured: featured ? toBlogPost(featured) : null,
      };
    },
    /** Every public post, newest first (sitemap and feed). */
    async publicRows(limit?: number): Promise<Row[]> {
      const q = db.select().from(blogPosts).where(publicPostCondition()).orderBy(...newestFirst());
      return limit ? q.limit(limit) : q;
    },
    /** One post; drafts and scheduled posts only when `includeHidden` (admins). */
    async find(id: number, includeHidden: boolean): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.id, id), includeHidden ? undefined : publicPostCondition()))
        .limit(1);
      return row;
    },
    /** The admin list: every post, drafts included, newest first. */
    async listAll(): Promise<BlogPost[]> {
      return (await db.select().from(blogPosts).orderBy(...newestFirst())).map(toBlogPost);
    },
    async create(values: BlogPostValues): Promise<BlogPost> {
      return cache.writing(async () => {
        const publishDate = values.publishDate ? toDate(values.publishDate) : new Date();
        const [row] = await db.insert(blogPosts).values({ ...columns(values), publishDate }).returning();
        return toBlogPost(row!);
      });
    },
    /** An omitted publish date keeps the post's current one. */
    async update(id: number, values: BlogPostValues): Promise<BlogPost | null> {
      return cache.writing(async () => {
        const [row] = await db
          .update(blogPosts)
          .set({ ...columns(values), ...(values.publishDate ? { publishDate: toDate(values.publishDate) } : {}), updatedAt: new Date() })
          .where(eq(blogPosts.id, id))
          .returning();
        return row ? toBlogPost(row) : null;
      });
    },
    async remove(id: number): Promise<boolean> {
      return cache.writing(async () => {
        return (await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id })).length > 0;
      });
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
