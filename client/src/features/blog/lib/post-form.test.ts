import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, blogPostInputSchema, NEW_POST_DEFAULTS } from '@shared/schemas/blog';
import { checkPostImage, newPostValues, videoHint } from './post-form';

describe('post form', () => {
  it('starts from the spec defaults, published today', () => {
    const values = newPostValues(new Date(2025, 1, 3, 9));
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

  it('says how a video will play', () => {
    expect(videoHint('https://youtu.be/dQw4w9WgXcQ')).toMatch(/youtube-nocookie/);
    expect(videoHint('https://vimeo.com/76979871')).toMatch(/Vimeo/);
    expect(videoHint('')).toBeUndefined();
  });
});
