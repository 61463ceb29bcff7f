import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { BLOG_MAX_IMAGE_BYTES, BLOG_MESSAGES, NEW_POST_DEFAULTS, VIMEO_THUMBNAIL_HINT } from '@shared/blog';
import { blogPostInputSchema, type BlogPost } from '@shared/schemas/blog';
import { isAcceptedImage } from '@shared/uploads';
import { toDateInput, todayInput } from './post-dates';
import { parseVideoUrl } from './video-embed';

/** What the admin's post form holds: text ('' for none), flags, and the publish day. */
export interface PostFormValues {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  imageUrl: string;
  videoUrl: string;
  readTime: string;
  isFeatured: boolean;
  isPublished: boolean;
  publishDate: string;
}
export type PostPayload = z.output<typeof blogPostInputSchema>;

/** The product's new-post defaults, published today. */
export const newPostValues = (now = new Date()): PostFormValues => ({
  title: '',
  excerpt: '',
  content: '',
  imageUrl: '',
  videoUrl: '',
  ...NEW_POST_DEFAULTS,
  publishDate: todayInput(now),
});

export const postFormValues = (post: BlogPost): PostFormValues => ({
  title: post.title,
  excerpt: post.excerpt,
  content: post.content,
  author: post.author,
  category: post.category,
  imageUrl: post.imageUrl ?? '',
  videoUrl: post.videoUrl ?? '',
  readTime: post.readTime ?? '',
  isFeatured: post.isFeatured,
  isPublished: post.isPublished,
  publishDate: toDateInput(post.publishDate),
});

// The contract's schema sends blank optional text as omitted (docs/product.md, Input rules).
export const postFormResolver = zodResolver(blogPostInputSchema) as unknown as Resolver<PostFormValues, unknown, PostPayload>;

/** The browser's first check of a post image (docs/product.md, Input rules); the server checks the bytes again. */
export function checkPostImage(file: Pick<File, 'type' | 'size'> & { name?: string }): string | null {
  if (!isAcceptedImage(file)) return BLOG_MESSAGES.notAnImage;
  if (file.size >= BLOG_MAX_IMAGE_BYTES) return BLOG_MESSAGES.imageTooLarge;
  return null;
}

/** A line under the video field saying how the post will play it. */
export function videoHint(url: string): string | undefined {
  const video = parseVideoUrl(url);
  if (!video) return undefined;
  if (video.kind === 'youtube') return 'Embedded from YouTube (youtube-nocookie.com).';
  if (video.kind === 'vimeo') return VIMEO_THUMBNAIL_HINT;
  return 'Played in the browser’s own video player.';
}
