import { z } from 'zod';
import { databaseId } from './database-id';
import { BLOG_CATEGORIES, BLOG_MESSAGES, BLOG_PAGE_SIZE, BLOG_TABS, YOUTUBE_THUMBNAIL_PATTERN } from '../blog';
import { SITE_IMAGE_URL_PATTERN } from '../collection';
import { whenMissing } from './field-messages';

/** News & Blog (docs/product.md: Pages, Input rules, Errors, Limits and defaults): the API's schemas; its plain values are in ../blog.ts. */

const required = (label: string, max: number) =>
  z.string({ error: whenMissing(`${label} is required`) }).trim().min(1, `${label} is required`).max(max, `${label} must be ${max} characters or fewer`);

// Blank optional text is sent as omitted (docs/product.md, Input rules); an empty string is read the same way.
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A post's picture: an image of this site (SITE_IMAGE_URL_PATTERN), or a YouTube thumbnail. */
const postImageUrl = z.preprocess(
  blankToUndefined,
  z
    .string({ error: BLOG_MESSAGES.invalidUrl })
    .trim()
    .refine((v) => SITE_IMAGE_URL_PATTERN.test(v) || YOUTUBE_THUMBNAIL_PATTERN.test(v), BLOG_MESSAGES.invalidUrl)
    .optional(),
);
const videoUrl = z.preprocess(blankToUndefined, z.url({ protocol: /^https$/, message: BLOG_MESSAGES.invalidUrl }).max(500, 'Video URL must be 500 characters or fewer').optional());

/** POST /api/admin/blog-posts and PUT /api/admin/blog-posts/:id. */
export const blogPostInputSchema = z.object({
  title: required('Title', 200),
  excerpt: required('Excerpt', 500),
  content: required('Content', 50_000),
  author: required('Author', 100),
  category: z.enum(BLOG_CATEGORIES, { error: `Category must be one of: ${BLOG_CATEGORIES.join(', ')}` }),
  imageUrl: postImageUrl,
  videoUrl,
  readTime: z.preprocess(blankToUndefined, z.string({ error: 'Read time must be text' }).trim().max(30, 'Read time must be 30 characters or fewer').optional()),
  isFeatured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  isPublished: z.boolean({ error: 'Published must be true or false' }).default(true),
  /** A date (YYYY-MM-DD) or an ISO date-time; omitted means now. */
  publishDate: z.preprocess(blankToUndefined, z.iso.datetime({ offset: true, message: 'Publish date must be a date' }).or(z.iso.date({ message: 'Publish date must be a date' })).optional()),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export const blogPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  /** Added by the server side (compatible): card-sized renditions of a site image; absent or empty otherwise. */
  imageSizes: z.array(z.object({ width: z.number(), url: z.string() })).optional(),
  videoUrl: z.string().nullable(),
  readTime: z.string().nullable(),
  isFeatured: z.boolean(),
  isPublished: z.boolean(),
  publishDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The article's page reads its address by the same rule without Zod: postIdFrom (../blog.ts). */
export const blogPostParamsSchema = z.object({
  id: databaseId('Post ID'),
});

/** POST /api/extract-video-thumbnail */
export const videoThumbnailInputSchema = z.object({
  videoUrl: z.url({ message: BLOG_MESSAGES.invalidUrl }).max(500, 'Video URL must be 500 characters or fewer'),
});
export const videoThumbnailResultSchema = z.object({
  success: z.boolean(),
  thumbnailUrl: z.string().optional(),
  error: z.string().optional(),
});

/** GET /api/blog-posts?q=&tab=&page=&pageSize=: published posts only, newest first. */
export const blogListQuerySchema = z.object({
  q: z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be 100 characters or fewer').default(''),
  tab: z.enum(BLOG_TABS, { error: 'Tab must be all, blog or news' }).default('all'),
  page: z.coerce.number({ error: 'Page must be a whole number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be 1 or more')
    .max(50, 'Page size must be 50 or fewer')
    .default(BLOG_PAGE_SIZE),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogListSchema = z.object({
  /** This page of the tab's posts matching q, newest first (publishDate, else createdAt). */
  items: z.array(blogPostSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Posts matching q in each tab (the tab labels' counts). */
  counts: z.object({ all: z.number(), blog: z.number(), news: z.number() }),
  /** The newest published featured post (regardless of q and tab), or null. */
  featured: blogPostSchema.nullable(),
});
export type BlogList = z.infer<typeof blogListSchema>;
