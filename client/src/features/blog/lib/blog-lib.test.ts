import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '@shared/blog';
import { emptyMessage, parseBlogParams, writeBlogParams } from './blog-params';
import { longDate, postDate, shortDate, toDateInput, todayInput } from './post-dates';

describe('blog params', () => {
  it('reads the search and the tab, defaulting to All', () => {
    expect(parseBlogParams(new URLSearchParams(''))).toEqual({ q: '', tab: 'all' });
    expect(parseBlogParams(new URLSearchParams('q=%20jordan%20&tab=news'))).toEqual({ q: 'jordan', tab: 'news' });
    expect(parseBlogParams(new URLSearchParams('tab=nonsense')).tab).toBe('all');
    expect(parseBlogParams(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(writeBlogParams(new URLSearchParams('tab=blog&utm=x'), { q: 'card' }).toString()).toBe('tab=blog&utm=x&q=card');
    expect(writeBlogParams(new URLSearchParams('q=card&tab=blog'), { tab: 'all', q: '  ' }).toString()).toBe('');
  });

  it('names the tab in the empty state', () => {
    expect(emptyMessage('all')).toBe(BLOG_MESSAGES.noResults);
    expect(emptyMessage('blog')).toMatch(/^No blog posts found/);
    expect(emptyMessage('news')).toMatch(/^No news articles found/);
  });
});

describe('post dates', () => {
  it('prefers the publish date', () => {
    expect(postDate({ publishDate: '2025-01-05', createdAt: '2024-12-01T10:00:00Z' })).toBe('2025-01-05');
    expect(postDate({ publishDate: null, createdAt: '2024-12-01T10:00:00Z' })).toBe('2024-12-01T10:00:00Z');
  });

  it('shows a calendar day as that day whatever the time zone', () => {
    expect(longDate('2025-01-05')).toBe('January 5, 2025');
    expect(longDate('2025-01-05T00:00:00.000Z')).toBe('January 5, 2025');
    expect(shortDate('2025-01-05T00:00:00Z')).toBe('Jan 5, 2025');
    expect(longDate('garbage')).toBe('');
  });

  it('fills a date input', () => {
    expect(toDateInput('2025-03-09T00:00:00.000Z')).toBe('2025-03-09');
    expect(toDateInput(null)).toBe('');
    // The business day: 05:30 UTC on July 5 is still the evening of July 4 in Los Angeles.
    expect(todayInput(new Date('2025-07-05T05:30:00Z'))).toBe('2025-07-04');
    expect(toDateInput('2025-07-05T05:30:00Z')).toBe('2025-07-04');
  });
});
