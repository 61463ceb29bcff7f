import type { Readable } from 'node:stream';
import { UPLOAD_URL_PATTERN } from '@shared/uploads';
import type { FileStorage } from '../../storage/file-storage';
import { loadSharp } from '../../lib/sharp';

const PDF_IMAGE_EDGE = 600; // about 4 inches at 150 dpi: plenty for a thumbnail of 1.5 inches

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The first image of each item, read through the storage interface (the display copy, already
 * upright and without EXIF) and re-encoded as a small JPEG: pdfkit decodes PNGs in JavaScript, slowly.
 * A missing or unreadable image gives null, and the PDF says so instead of failing.
 */
export async function loadItemImages(storage: FileStorage, items: { imageUrls: string[] }[]): Promise<(Buffer | null)[]> {
  const images: (Buffer | null)[] = [];
  const sharp = await loadSharp();
  for (const item of items) {
    const match = item.imageUrls[0] ? UPLOAD_URL_PATTERN.exec(item.imageUrls[0]) : null;
    const found = match ? await storage.get(`images/${match[1]}.${match[2]}`) : null;
    if (!found) {
      images.push(null);
      continue;
    }
    try {
      const bytes = await readAll(found.stream);
      images.push(
        await sharp(bytes)
          .resize({ width: PDF_IMAGE_EDGE, height: PDF_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82 })
          .toBuffer(),
      );
    } catch {
      images.push(null);
    }
  }
  return images;
}
