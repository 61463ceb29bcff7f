import { describe, expect, it } from 'vitest';
import { buildSrcSet } from '@shared/image-srcset';
import { collectionStats, rarityTone } from './collection-lib';

describe('collectionStats', () => {
  it('counts items, distinct athletes and distinct categories', () => {
    const items = [
      { athlete: 'Michael Jordan', category: 'Jersey' },
      { athlete: 'michael jordan ', category: 'Trading Card' },
      { athlete: 'Tom Brady', category: 'Jersey' },
    ];
    expect(collectionStats(items)).toEqual({ total: 3, athletes: 2, categories: 2 });
    expect(collectionStats([])).toEqual({ total: 0, athletes: 0, categories: 0 });
  });
});

describe('buildSrcSet', () => {
  it('lists the renditions by width', () => {
    expect(buildSrcSet([{ width: 800, url: '/uploads/a-800.webp' }, { width: 400, url: '/uploads/a-400.webp' }])).toBe('/uploads/a-400.webp 400w, /uploads/a-800.webp 800w');
    expect(buildSrcSet([])).toBeUndefined();
  });
});

describe('rarityTone', () => {
  it('gilds the rarest', () => {
    expect(rarityTone('Legendary')).toBe('gold');
    expect(rarityTone('Rare')).toBe('processing');
    expect(rarityTone(null)).toBe('neutral');
  });
});
