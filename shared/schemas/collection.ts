import { z } from 'zod';
import { whenMissing } from './field-messages';

/** The G.O.A.T. Collection (docs/product.md, Pages): the gallery's items and the admin's form. */

export const COLLECTION_CATEGORIES = ['Trading Card', 'Autograph', 'Game Used', 'Photograph', 'Jersey', 'Equipment', 'Other'] as const;
export const COLLECTION_RARITIES = ['Common', 'Uncommon', 'Rare', 'Ultra Rare', 'Legendary'] as const;
export const COLLECTION_SKELETON_CARDS = 6;

export const COLLECTION_MESSAGES = {
  required: 'Please fill in all required fields',
  imageRequired: 'Image Required: Please upload an image before creating the item',
  invalidUrl: 'Must be a valid URL',
  deleteConfirm: 'Are you sure you want to delete this item?',
  created: 'Collection item created successfully',
  updated: 'Collection item updated successfully',
  uploaded: 'Image uploaded successfully',
  uploadFailed: 'Upload Failed: Failed to upload image. Please try again.',
  saveFailed: 'Submission Error: Failed to save collection item. Please try again.',
  emptyTitle: 'No Items Yet',
  emptyAdmin: 'Start building the collection by adding the first item.',
  emptyVisitor: 'The collection is being curated. Check back soon for amazing memorabilia!',
} as const;

/**
 * An image of the site: one uploaded here (`/uploads/…`, made public when an admin publishes it in
 * the collection or a post) or one of the site's own demo pictures (`/media/…`).
 */
export const SITE_IMAGE_URL_PATTERN = /^\/(uploads|media)\/[A-Za-z0-9._-]+\.(jpg|jpeg|png|webp|svg)$/;
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
  id: z.coerce.number({ error: 'Item ID must be a whole number' }).int('Item ID must be a whole number').min(1, 'Item ID must be 1 or more'),
});
