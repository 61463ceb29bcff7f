import { z } from 'zod';
import { databaseId } from './database-id';
import { COLLECTION_CATEGORIES, COLLECTION_MESSAGES, COLLECTION_RARITIES, SITE_IMAGE_URL_PATTERN } from '../collection';
import { whenMissing } from './field-messages';

/** The G.O.A.T. Collection (docs/product.md, Pages): the gallery's items and the admin's form; its plain values are in ../collection.ts. */

/** An image of the site (SITE_IMAGE_URL_PATTERN). */
export const siteImageUrl = z
  .string({ error: whenMissing(COLLECTION_MESSAGES.imageRequired) })
  .trim()
  .regex(SITE_IMAGE_URL_PATTERN, COLLECTION_MESSAGES.invalidUrl);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** POST /api/collection and PUT /api/collection/:id (admin only). */
export const collectionItemInputSchema = z.object({
  title: z.string({ error: whenMissing('Title is required') }).trim().min(1, 'Title is required').max(200, 'Title must be 200 characters or fewer'),
  description: optionalText('Description', 2000),
  athlete: z.string({ error: whenMissing('Athlete is required') }).trim().min(1, 'Athlete is required').max(100, 'Athlete must be 100 characters or fewer'),
  category: z.enum(COLLECTION_CATEGORIES, { error: `Category must be one of: ${COLLECTION_CATEGORIES.join(', ')}` }),
  year: optionalText('Year', 20),
  rarity: z.enum(COLLECTION_RARITIES, { error: `Rarity must be one of: ${COLLECTION_RARITIES.join(', ')}` }).optional(),
  imageUrl: siteImageUrl,
  displayOrder: z.number({ error: 'Display order must be a whole number' }).int('Display order must be a whole number').min(0, 'Display order must be 0 or more').max(100000, 'Display order must be 100000 or less').default(0),
  isVisible: z.boolean({ error: 'Visible must be true or false' }).default(true),
});
export type CollectionItemInput = z.input<typeof collectionItemInputSchema>;

export const collectionItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  athlete: z.string(),
  category: z.string(),
  year: z.string().nullable(),
  rarity: z.string().nullable(),
  imageUrl: z.string(),
  /** Smaller renditions of the image for cards: `srcset`-ready widths. */
  imageSizes: z.array(z.object({ width: z.number(), url: z.string() })),
  displayOrder: z.number(),
  isVisible: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

export const collectionItemParamsSchema = z.object({
  id: databaseId('Item ID'),
});
