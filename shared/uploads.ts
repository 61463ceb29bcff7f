/** Upload limits and messages (spec 01, section 5), shared by the image pickers and the server. */
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 20;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,image/jpeg,image/png';

export const uploadMessages = {
  wrongType: (name: string) => `File "${name}" must be JPG or PNG format`,
  tooLarge: (name: string) => `File "${name}" exceeds the 50MB size limit`,
  tooMany: `At most ${MAX_FILES_PER_UPLOAD} images can be uploaded at once`,
  none: 'No images were uploaded (field "images")',
};

/** The URL shape of an image uploaded to this site. */
export const UPLOAD_URL_PATTERN = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png)$/;
