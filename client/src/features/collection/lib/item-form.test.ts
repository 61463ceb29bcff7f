import { describe, expect, it } from 'vitest';
import { canSubmitItem, emptyItemForm, toItemInput } from './item-form';

describe('collection item form', () => {
  it('waits for title, athlete, category and image', () => {
    const ready = { ...emptyItemForm, title: 'Rookie card', athlete: 'Wayne Gretzky', category: 'Trading Card', imageUrl: '/uploads/a.jpg' };
    expect(canSubmitItem(ready)).toBe(true);
    expect(canSubmitItem({ ...ready, title: '  ' })).toBe(false);
    expect(canSubmitItem({ ...ready, category: '' })).toBe(false);
    expect(canSubmitItem({ ...ready, imageUrl: '' })).toBe(false);
  });

  it('sends blank optional text as omitted', () => {
    const input = toItemInput({ ...emptyItemForm, title: 'T', description: ' ', rarity: '' });
    expect(input.description).toBeUndefined();
    expect(input.rarity).toBeUndefined();
    expect(input.year).toBeUndefined();
    expect(input.title).toBe('T');
  });
});
