import { BRAND, MAX_DATABASE_ID } from './constants';
import { ACCEPTED_IMAGE_NAMES } from './uploads';

/**
 * News & Blog's plain rules (docs/product.md: Pages, Input rules, Errors, Limits and defaults):
 * categories, tabs, defaults, messages and a post's id. Apart from the Zod schemas (`schemas/blog.ts`)
 * so that the list and the article a visitor reads evaluate no Zod on their first load.
 */

export const BLOG_CATEGORIES = ['Industry News', 'Company News', 'Authentication', 'Player Spotlight', 'Collection Tips', 'Market Trends', 'Community'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
/** The News tab; every other category is Blog. */
export const NEWS_CATEGORIES: readonly BlogCategory[] = ['Company News', 'Industry News'];

export const BLOG_TABS = ['all', 'blog', 'news'] as const;
export type BlogTab = (typeof BLOG_TABS)[number];

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

/** A post's picture may be a YouTube thumbnail (or an image of this site, SITE_IMAGE_URL_PATTERN). */
export const YOUTUBE_THUMBNAIL_PATTERN = /^https:\/\/i\.ytimg\.com\/vi\/[A-Za-z0-9_-]{11}\/(hqdefault|maxresdefault|mqdefault)\.jpg$/;

/** Vimeo's thumbnails cannot be taken from the link (its API needs a key): the server's answer to the button. */
export const VIMEO_THUMBNAIL_MESSAGE = 'Vimeo videos have no thumbnail we can take for you: upload a thumbnail image below instead';
/** Said under the video field as soon as a Vimeo link is typed, before anyone presses the button. */
export const VIMEO_THUMBNAIL_HINT = `Embedded from Vimeo. ${VIMEO_THUMBNAIL_MESSAGE}.`;

/**
 * The post a /blog/:id address names, or null when `:id` is not one: digits only, from 1 to the
 * largest id the database holds (MAX_DATABASE_ID). The one rule of the page's address, read by the
 * server that renders the page (modules/site/content-page-render.ts) and by the page in the
 * browser, so both say "not found" to the same addresses; plain, so the article's page evaluates no
 * Zod. Every id it gives, the API's blogPostParamsSchema takes too (shared/blog.test.ts).
 */
export function postIdFrom(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_DATABASE_ID ? id : null;
}
