import { describe, expect, it } from 'vitest';
import { buildSrcSet, imageLoading } from './image-srcset';

describe('buildSrcSet', () => {
  it('lists the renditions by width', () => {
    expect(buildSrcSet([{ width: 800, url: '/uploads/a-800.webp' }, { width: 400, url: '/uploads/a-400.webp' }])).toBe('/uploads/a-400.webp 400w, /uploads/a-800.webp 800w');
    expect(buildSrcSet([])).toBeUndefined();
  });
});

describe('imageLoading', () => {
  it('fetches the first picture at once and first, the others when scrolled near', () => {
    expect(imageLoading(true)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(imageLoading(false)).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});
