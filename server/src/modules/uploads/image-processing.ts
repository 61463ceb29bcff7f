import type { Readable } from 'node:stream';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { createSemaphore } from '../../lib/semaphore';

// Decoding is the memory-hungry part (bench/upload-memory.ts): one at a time, whatever the number of
// concurrent uploads, so ten 50 MB photos cost the memory of one decode, not ten.
sharp.cache(false);
sharp.concurrency(1);
const decodeSlot = createSemaphore(1);

// Measured on a 27-megapixel JPEG: about 60 MB of decoder memory for a 2400 px copy, 28 MB for
// 1600 px. 1600 px is ample on screen; the untouched original is kept in storage for examiners.
export const DISPLAY_MAX_EDGE = 1600;

/** ext and mime: the copy the site shows; originalExt: the file as received, kept for examiners. */
export type ImageKind = { ext: 'jpg' | 'png'; mime: 'image/jpeg' | 'image/png'; originalExt: 'jpg' | 'png' | 'webp' };

/**
 * The type as told by the file's bytes (never its name or declared type): the types of
 * ACCEPTED_IMAGE_TYPES (shared/uploads.ts). A WebP is shown as a JPEG: the certificate and submission
 * PDFs, the renditions and older browsers all read JPEG and PNG.
 */
export async function detectImageKind(filePath: string): Promise<ImageKind | null> {
  const type = await fileTypeFromFile(filePath);
  if (type?.mime === 'image/jpeg') return { ext: 'jpg', mime: 'image/jpeg', originalExt: 'jpg' };
  if (type?.mime === 'image/png') return { ext: 'png', mime: 'image/png', originalExt: 'png' };
  if (type?.mime === 'image/webp') return { ext: 'jpg', mime: 'image/jpeg', originalExt: 'webp' };
  return null;
}

/**
 * Decodes the whole image (a file that only starts with a valid header fails here) and writes the
 * copy the site shows: upright, at most 1600 px, without EXIF (phone photos carry GPS positions).
 * Returns null when the bytes are not a decodable image.
 */
export async function writeDisplayCopy(
  input: string,
  output: string,
  kind: ImageKind,
): Promise<{ width: number; height: number } | null> {
  return decodeSlot(async () => {
    try {
      // autoOrient (not rotate) keeps the decode sequential: rotate() held the whole bitmap.
      const pipeline = sharp(input, { failOn: 'error', sequentialRead: true, limitInputPixels: 268_402_689 })
        .autoOrient()
        .resize({ width: DISPLAY_MAX_EDGE, height: DISPLAY_MAX_EDGE, fit: 'inside', withoutEnlargement: true });
      // A WebP may be transparent: a JPEG copy gets white behind it, not black.
      const encoded = kind.ext === 'jpg' ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true }) : pipeline.png({ compressionLevel: 8 });
      const info = await encoded.toFile(output);
      return { width: info.width, height: info.height };
    } catch {
      return null;
    }
  });
}

/** The card widths served beside every site image (shared by the DTOs and the rendition routes). */
export const RENDITION_WIDTHS = [400, 800] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/**
 * A smaller copy of a display image for cards and lists: `width` px wide at most (never enlarged),
 * re-encoded in the same format. Same decode slot as uploads. Returns false when it cannot decode.
 */
export async function writeRendition(input: Readable, output: string, width: RenditionWidth, ext: 'jpg' | 'png'): Promise<boolean> {
  return decodeSlot(async () => {
    try {
      const pipeline = sharp({ failOn: 'error', sequentialRead: true }).resize({ width, withoutEnlargement: true });
      input.pipe(pipeline);
      await (ext === 'jpg' ? pipeline.jpeg({ quality: 80, mozjpeg: true }) : pipeline.png({ compressionLevel: 9, palette: true })).toFile(output);
      return true;
    } catch {
      return false;
    }
  });
}
