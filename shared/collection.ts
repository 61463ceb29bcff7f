/**
 * The G.O.A.T. Collection's plain rules (docs/product.md, Pages): categories, rarities, messages and the
 * site-image address. Apart from the Zod schemas (`schemas/collection.ts`) so that the gallery a
 * visitor sees evaluates no Zod on its first load.
 */

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
