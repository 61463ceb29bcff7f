/** Upload limits and messages (docs/product.md, Input rules), shared by the image pickers and the server. */
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 20;
/** Pixels of one photo (width × height): 50 megapixels, more than any phone or common camera makes. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * Pixels of one HEIC/HEIF photo: 25 megapixels, above an iPhone's 12 and 24 megapixel defaults. Its
 * decoder (WebAssembly) needs about 16 bytes a pixel, three times sharp's (docs/decisions/022).
 */
export const MAX_HEIF_PIXELS = 25_000_000;
/**
 * The one list of image types the server takes (it decides by the file's bytes; a WebP is stored as a
 * JPEG copy) and every picker offers: the pickers' accept attribute and first check read it.
 */
// HEIC and HEIF: an iPhone camera's default; the server converts them to JPEG (uploads/heif.ts).
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
export const ACCEPTED_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'] as const;
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_IMAGE_EXTENSIONS, ...ACCEPTED_IMAGE_TYPES].join(',');
/** "JPG, PNG, WebP or HEIC": how messages name the accepted types. */
export const ACCEPTED_IMAGE_NAMES = 'JPG, PNG, WebP or HEIC';

/** True for a declared type (or, when the browser declares none, a file name) of an accepted image. */
export const isAcceptedImage = (file: { type: string; name?: string }): boolean =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) ||
  (file.type === '' && ACCEPTED_IMAGE_EXTENSIONS.some((ext) => file.name?.toLowerCase().endsWith(ext)));

export const uploadMessages = {
  wrongType: (name: string) => `File "${name}" must be ${ACCEPTED_IMAGE_NAMES} format`,
  tooLarge: (name: string) => `File "${name}" exceeds the 50MB size limit`,
  tooMany: `At most ${MAX_FILES_PER_UPLOAD} images can be uploaded at once`,
  none: 'No images were uploaded (field "images")',
  tooManyPixels: (name: string, width: number, height: number, limit = MAX_IMAGE_PIXELS) =>
    `This photo, "${name}", is too large (${width} × ${height} pixels, ${Math.round((width * height) / 1_000_000)} megapixels). Please upload one under ${limit / 1_000_000} megapixels.`,
  busy: 'The site is busy preparing other photos. Please try again in a moment.',
  /** A quota of files or bytes is used up; `wait` says when it opens again ("about 20 minutes"). */
  quota: (wait: string) => `Too many photos have been uploaded from here for now. Please try again in ${wait}.`,
};

/** The URL shape of an image uploaded to this site. */
export const UPLOAD_URL_PATTERN = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png)$/;
