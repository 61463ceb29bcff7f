import type { CollectionItem } from '@shared/schemas/collection';

/** Collection Statistics (docs/product.md, Pages): athletes and categories counted once, whatever the case. */
export function collectionStats(items: readonly Pick<CollectionItem, 'athlete' | 'category'>[]) {
  const distinct = (values: string[]) => new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean)).size;
  return {
    total: items.length,
    athletes: distinct(items.map((i) => i.athlete)),
    categories: distinct(items.map((i) => i.category)),
  };
}

/** Badge tone per rarity: the rarer, the more gold. */
export function rarityTone(rarity: string | null): 'gold' | 'neutral' | 'processing' {
  if (rarity === 'Legendary' || rarity === 'Ultra Rare') return 'gold';
  if (rarity === 'Rare') return 'processing';
  return 'neutral';
}
