import type { Readable } from 'node:stream';
import { MAX_IMAGE_PIXELS } from '@shared/uploads';
import { createSemaphore, type Semaphore } from '../../lib/semaphore';
import { loadSharp } from '../../lib/sharp';

/**
 * The app's one decode queue (uploads and renditions share it): one decode at a time, and at most
 * `maxWaiting` uploads waiting behind it. An upload that finds the line full is answered 503 at once
 * instead of holding its temporary file and its request open behind everyone else's.
 */
// Decoding is the memory-hungry part (bench/upload-memory.ts): one at a time, whatever the number of
// concurrent uploads, so ten 50 MB photos cost the memory of one decode, not ten (and sharp itself is
// set to one thread without a cache: lib/sharp.ts).
export const createDecodeQueue = (maxWaiting: number): Semaphore => createSemaphore(1, maxWaiting);

// Measured on a 27-megapixel JPEG: about 60 MB of decoder memory for a 2400 px copy, 28 MB for
// 1600 px. 1600 px is ample on screen; the full-size original (writeCleanOriginal) is kept for examiners.
export const DISPLAY_MAX_EDGE = 1600;

/**
 * ext and mime: the copy the site shows; originalExt: the format of the original kept for examiners;
 * heif: an iPhone photo, converted first (uploads/heif.ts) since sharp cannot read it.
 */
export type ImageKind = { ext: 'jpg' | 'png'; mime: 'image/jpeg' | 'image/png'; originalExt: 'jpg' | 'png' | 'webp'; heif?: true };

/**
 * The type as told by the file's bytes (never its name or declared type): the types of
 * ACCEPTED_IMAGE_TYPES (shared/uploads.ts). A WebP or a HEIC is shown as a JPEG: the certificate and
 * submission PDFs, the renditions and most browsers read JPEG and PNG. A HEIC's original is kept as a
 * JPEG too: examiners' browsers cannot open HEIC, and the file itself carries the phone's EXIF.
 */
export async function detectImageKind(filePath: string): Promise<ImageKind | null> {
  // Loaded on first use, like sharp: about 11 MB a server at rest does not need.
  const { fileTypeFromFile } = await import('file-type');
  const type = await fileTypeFromFile(filePath);
  if (type?.mime === 'image/jpeg') return { ext: 'jpg', mime: 'image/jpeg', originalExt: 'jpg' };
  if (type?.mime === 'image/png') return { ext: 'png', mime: 'image/png', originalExt: 'png' };
  if (type?.mime === 'image/webp') return { ext: 'jpg', mime: 'image/jpeg', originalExt: 'webp' };
  if (type?.mime === 'image/heic' || type?.mime === 'image/heif') return { ext: 'jpg', mime: 'image/jpeg', originalExt: 'jpg', heif: true };
  return null;
}

/**
 * Decodes the whole image (a file that only starts with a valid header fails here) and writes the
 * copy the site shows: upright, at most 1600 px, without EXIF (phone photos carry GPS positions).
 * Returns null when the bytes are not a decodable image. Run it in the decode queue.
 */
export async function writeDisplayCopy(
  input: string,
  output: string,
  kind: ImageKind,
): Promise<{ width: number; height: number } | null> {
  const sharp = await loadSharp();
  try {
    // autoOrient (not rotate) keeps the decode sequential: rotate() held the whole bitmap.
    const pipeline = sharp(input, { failOn: 'error', sequentialRead: true, limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .resize({ width: DISPLAY_MAX_EDGE, height: DISPLAY_MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    // A WebP may be transparent: a JPEG copy gets white behind it, not black.
    const encoded = kind.ext === 'jpg' ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true }) : pipeline.png({ compressionLevel: 8 });
    const info = await encoded.toFile(output);
    return { width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** The card widths served beside every site image (shared by the DTOs and the rendition routes). */
export const RENDITION_WIDTHS = [400, 800] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/**
 * A smaller copy of a display image for cards and lists: `width` px wide at most (never enlarged),
 * re-encoded in the same format. Run it in the decode queue. Returns false when it cannot decode.
 */
export async function writeRendition(input: Readable, output: string, width: RenditionWidth, ext: 'jpg' | 'png'): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    const pipeline = sharp({ failOn: 'error', sequentialRead: true, limitInputPixels: MAX_IMAGE_PIXELS }).resize({ width, withoutEnlargement: true });
    input.pipe(pipeline);
    await (ext === 'jpg' ? pipeline.jpeg({ quality: 80, mozjpeg: true }) : pipeline.png({ compressionLevel: 9, palette: true })).toFile(output);
    return true;
  } catch {
    return false;
  }
}

/** Width and height as the file's header states them (nothing decoded), or null when unreadable. */
export async function declaredSize(input: string): Promise<{ width: number; height: number } | null> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input).metadata();
    // An animated image's height is one frame's; every frame would be decoded.
    return meta.width && meta.height ? { width: meta.width, height: meta.height * (meta.pages ?? 1) } : null;
  } catch {
    return null;
  }
}

/**
 * The original as kept for examiners: every pixel, same format, upright, colour profile kept, and no
 * other metadata (EXIF, XMP: phone photos carry the GPS position of the owner's home). A re-encode at
 * high quality, the price of being sure nothing else travels. Returns false when it cannot decode.
 * Run it in the decode queue.
 */
export async function writeCleanOriginal(input: string, output: string, kind: ImageKind): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    // Sequential like the display copy: the decoder streams rows instead of holding the whole bitmap.
    const pipeline = sharp(input, { failOn: 'error', sequentialRead: true, limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient().keepIccProfile();
    const encoded =
      kind.originalExt === 'jpg'
        ? // optimiseCoding (Huffman tables fitted to the image) holds every coefficient of the whole
          // image: about 400 MB for 48 megapixels; without it the encoder streams rows (about 50 MB).
          pipeline.jpeg({ quality: 95, optimiseCoding: false })
        : kind.originalExt === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : pipeline.webp({ quality: 95 });
    await encoded.toFile(output);
    return true;
  } catch {
    return false;
  }
}

/**
 * A JPEG of a display image within `edge` × `edge` (never enlarged), white behind any transparency:
 * the certificate's public photo and the images the PDFs embed (pdfkit decodes PNGs in JavaScript,
 * slowly). Run it in the decode queue. Returns false when it cannot decode.
 */
export async function writeJpegWithin(input: Readable, output: string, edge: number, jpeg: { quality: number; mozjpeg: boolean }): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    const pipeline = sharp({ failOn: 'error', sequentialRead: true, limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg(jpeg);
    input.pipe(pipeline);
    await pipeline.toFile(output);
    return true;
  } catch {
    return false;
  }
}
