import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { collectionItemInputSchema, type CollectionItem } from '@shared/schemas/collection';

/** The admin form's values: what the inputs hold (text, '' for none), before the contract's rules. */
export interface ItemFormValues {
  title: string;
  description: string;
  athlete: string;
  category: string;
  year: string;
  rarity: string;
  imageUrl: string;
  displayOrder: number;
  isVisible: boolean;
}
export type ItemPayload = z.output<typeof collectionItemInputSchema>;

export const emptyItemForm: ItemFormValues = {
  title: '',
  description: '',
  athlete: '',
  category: '',
  year: '',
  rarity: '',
  imageUrl: '',
  displayOrder: 0,
  isVisible: true,
};

export function itemFormValues(item: CollectionItem): ItemFormValues {
  return {
    title: item.title,
    description: item.description ?? '',
    athlete: item.athlete,
    category: item.category,
    year: item.year ?? '',
    rarity: item.rarity ?? '',
    imageUrl: item.imageUrl,
    displayOrder: item.displayOrder,
    isVisible: item.isVisible,
  };
}

/** Blank choices are sent as omitted, as the contract reads them (docs/product.md, Input rules). */
export function toItemInput(values: ItemFormValues) {
  const blank = (v: string) => (v.trim() ? v : undefined);
  return {
    ...values,
    description: blank(values.description),
    year: blank(values.year),
    category: blank(values.category),
    rarity: blank(values.rarity),
    imageUrl: blank(values.imageUrl),
  };
}

/** The submit button waits for title, athlete, category and image (docs/product.md, Input rules). */
export const canSubmitItem = (v: Pick<ItemFormValues, 'title' | 'athlete' | 'category' | 'imageUrl'>) =>
  Boolean(v.title.trim() && v.athlete.trim() && v.category && v.imageUrl);

const schemaResolver = zodResolver(collectionItemInputSchema);

/** The contract's own schema judges the form; a missing category reads 'Category is required'. */
export const itemFormResolver: Resolver<ItemFormValues, unknown, ItemPayload> = async (values, context, options) => {
  const result = await (schemaResolver as unknown as Resolver<ReturnType<typeof toItemInput>, unknown, ItemPayload>)(toItemInput(values), context, options as never);
  if (!values.category && result.errors.category) result.errors.category = { type: 'required', message: 'Category is required' };
  return result as Awaited<ReturnType<Resolver<ItemFormValues, unknown, ItemPayload>>>;
};
