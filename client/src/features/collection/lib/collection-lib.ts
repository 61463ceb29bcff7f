import type { CollectionItem } from '@shared/schemas/collection';

/** Collection Statistics (spec 02, 2.8): athletes and categories counted once, whatever the case. */
export function collectionStats(items: readonly Pick<CollectionItem, 'athlete' | 'category'>[]) {
  const distinct = (values: string[]) => new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean)).size;
  return {
    total: items.length,
    athletes: distinct(items.map((i) => i.athlete)),
    categories: distinct(items.map((i) => i.category)),
  };
}

/** The `srcset` of an item's card renditions, smallest first; undefined when there are none. */
export function buildSrcSet(sizes: CollectionItem['imageSizes']): string | undefined {
  if (!sizes.length) return undefined;
  return [...sizes]
    .sort((a, b) => a.width - b.width)
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ');
}

/** How wide a card is at each breakpoint of the grid (1, 2, then 3 columns in a 80rem page). */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

/** Badge tone per rarity: the rarer, the more gold. */
export function rarityTone(rarity: string | null): 'gold' | 'neutral' | 'processing' {
  if (rarity === 'Legendary' || rarity === 'Ultra Rare') return 'gold';
  if (rarity === 'Rare') return 'processing';
  return 'neutral';
}
