import type { DerivedImages } from '../uploads/derived-images';

/**
 * The first image of each item as a small JPEG (pdfkit decodes PNGs in JavaScript, slowly), made once
 * from the display copy (already upright and without EXIF) and kept in storage beside its renditions
 * (uploads/derived-images.ts): every later PDF embeds the stored file without decoding anything.
 * A missing or unreadable image gives null, and the PDF says so instead of failing.
 */
export async function loadItemImages(images: DerivedImages, items: { imageUrls: string[] }[]): Promise<(Buffer | null)[]> {
  const found: (Buffer | null)[] = [];
  for (const item of items) found.push(await images.jpegOf(item.imageUrls[0], 'pdf'));
  return found;
}
