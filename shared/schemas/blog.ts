import { z } from 'zod';
import { BRAND } from '../constants';
import { ACCEPTED_IMAGE_NAMES } from '../uploads';
import { SITE_IMAGE_URL_PATTERN } from '../collection';
import { whenMissing } from './field-messages';

/** News & Blog (docs/product.md: Pages, Input rules, Errors, Limits and defaults). */

export const BLOG_CATEGORIES = ['Industry News', 'Company News', 'Authentication', 'Player Spotlight', 'Collection Tips', 'Market Trends', 'Community'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
/** The News tab; every other category is Blog. */
export const NEWS_CATEGORIES: readonly BlogCategory[] = ['Company News', 'Industry News'];
export const isNewsCategory = (category: string) => (NEWS_CATEGORIES as readonly string[]).includes(category);

export const BLOG_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const BLOG_PAGE_SIZE = 12;

/** The product's new-post defaults (publishDate: today, set by the form). */
export const NEW_POST_DEFAULTS = {
  author: `${BRAND.name} Team`,
  category: 'Industry News' as BlogCategory,
  readTime: '5 min read',
  isPublished: true,
  isFeatured: false,
} as const;

export const BLOG_MESSAGES = {
  loadFailed: 'Failed to load blog posts',
  loading: 'Loading blog posts...',
  noResults: 'No articles found matching your criteria. Try adjusting your search.',
  saveFailed: 'Failed to save post',
  saveError: 'An error occurred while saving the post',
  deleteFailed: 'Failed to delete post',
  deleteError: 'An error occurred while deleting the post',
  uploadFailed: 'Failed to upload image. Please try again.',
  thumbnailFailed: 'Failed to extract video thumbnail',
  thumbnailError: 'An error occurred while extracting video thumbnail',
  created: 'Post created successfully!',
  updated: 'Post updated successfully!',
  deleted: 'Post deleted successfully!',
  uploaded: 'Image uploaded successfully!',
  thumbnailExtracted: 'Video thumbnail extracted successfully!',
  notAnImage: `Please select a ${ACCEPTED_IMAGE_NAMES} image`,
  imageTooLarge: 'Image file must be less than 5MB',
  notFoundTitle: 'Post Not Found',
  notFound: "The blog post you're looking for doesn't exist or has been removed.",
  backToList: 'Back to News & Blog',
  invalidUrl: 'Must be a valid URL',
} as const;

const required = (label: string, max: number) =>
  z.string({ error: whenMissing(`${label} is required`) }).trim().min(1, `${label} is required`).max(max, `${label} must be ${max} characters or fewer`);

// Blank optional text is sent as omitted (docs/product.md, Input rules); an empty string is read the same way.
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A post's picture: an image of this site (see SITE_IMAGE_URL_PATTERN), or a YouTube thumbnail. */
export const YOUTUBE_THUMBNAIL_PATTERN = /^https:\/\/i\.ytimg\.com\/vi\/[A-Za-z0-9_-]{11}\/(hqdefault|maxresdefault|mqdefault)\.jpg$/;
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

export const blogPostParamsSchema = z.object({
  id: z.coerce.number({ error: 'Post ID must be a whole number' }).int('Post ID must be a whole number').min(1, 'Post ID must be 1 or more'),
});

/** Vimeo's thumbnails cannot be taken from the link (its API needs a key): the server's answer to the button. */
export const VIMEO_THUMBNAIL_MESSAGE = 'Vimeo videos have no thumbnail we can take for you: upload a thumbnail image below instead';
/** Said under the video field as soon as a Vimeo link is typed, before anyone presses the button. */
export const VIMEO_THUMBNAIL_HINT = `Embedded from Vimeo. ${VIMEO_THUMBNAIL_MESSAGE}.`;

/** POST /api/extract-video-thumbnail */
export const videoThumbnailInputSchema = z.object({
  videoUrl: z.url({ message: BLOG_MESSAGES.invalidUrl }).max(500, 'Video URL must be 500 characters or fewer'),
});
export const videoThumbnailResultSchema = z.object({
  success: z.boolean(),
  thumbnailUrl: z.string().optional(),
  error: z.string().optional(),
});

export const BLOG_TABS = ['all', 'blog', 'news'] as const;
export type BlogTab = (typeof BLOG_TABS)[number];

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
