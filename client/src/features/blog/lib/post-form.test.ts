import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, NEW_POST_DEFAULTS } from '@shared/blog';
import { blogPostInputSchema } from '@shared/schemas/blog';
import { ACCEPTED_IMAGE_TYPES } from '@shared/uploads';
import { checkPostImage, newPostValues, videoHint } from './post-form';

describe('post form', () => {
  it('starts from the product defaults, published today', () => {
    const values = newPostValues(new Date('2025-02-03T17:00:00Z'));
    expect(values).toMatchObject({ ...NEW_POST_DEFAULTS, publishDate: '2025-02-03', imageUrl: '' });
  });

  it('sends blank optional fields as omitted', () => {
    const parsed = blogPostInputSchema.parse({ ...newPostValues(), title: 'T', excerpt: 'E', content: 'C', readTime: '' });
    expect(parsed.imageUrl).toBeUndefined();
    expect(parsed.videoUrl).toBeUndefined();
    expect(parsed.readTime).toBeUndefined();
  });

  it('checks the image type and size', () => {
    expect(checkPostImage({ type: 'application/pdf', size: 10 })).toBe(BLOG_MESSAGES.notAnImage);
    expect(checkPostImage({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe(BLOG_MESSAGES.imageTooLarge);
    expect(checkPostImage({ type: 'image/jpeg', size: 1024 })).toBeNull();
  });

  it('accepts exactly the image types the server takes (shared/uploads.ts)', () => {
    for (const type of ACCEPTED_IMAGE_TYPES) expect(checkPostImage({ type, size: 1024 })).toBeNull();
    expect(checkPostImage({ type: 'image/webp', size: 1024 })).toBeNull();
    expect(checkPostImage({ type: 'image/gif', size: 1024 })).toBe(BLOG_MESSAGES.notAnImage);
    expect(checkPostImage({ type: 'image/heic', size: 1024 })).toBeNull();
    expect(checkPostImage({ type: 'image/tiff', size: 1024 })).toBe(BLOG_MESSAGES.notAnImage);
  });

  it('says how a video will play', () => {
    expect(videoHint('https://youtu.be/dQw4w9WgXcQ')).toMatch(/youtube-nocookie/);
    expect(videoHint('https://vimeo.com/76979871')).toMatch(/Vimeo/);
    // Vimeo gives no thumbnail we can take: the admin is told to upload one, before pressing anything.
    expect(videoHint('https://vimeo.com/76979871')).toMatch(/upload a thumbnail/i);
    expect(videoHint('')).toBeUndefined();
  });
});
