import { describe, expect, it } from 'vitest';
import { itemName } from './item-label';

describe("an item's name in the update dialog", () => {
  it('reads a Full LOA item type as its label, keeps free text, falls back to the description', () => {
    expect(itemName({ itemType: 'hockey-stick', description: 'Game stick' })).toBe('Hockey Stick');
    expect(itemName({ itemType: 'Signed jersey', description: 'Home white' })).toBe('Signed jersey');
    expect(itemName({ itemType: null, description: 'Rookie card' })).toBe('Rookie card');
  });
});
