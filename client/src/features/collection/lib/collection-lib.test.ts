import { describe, expect, it } from 'vitest';
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

describe('rarityTone', () => {
  it('gilds the rarest', () => {
    expect(rarityTone('Legendary')).toBe('gold');
    expect(rarityTone('Rare')).toBe('processing');
    expect(rarityTone(null)).toBe('neutral');
  });
});
