import { isAcceptedImage, MAX_IMAGE_BYTES } from '@shared/uploads';

export type ImageFileProblem = 'wrongType' | 'tooLarge';

/**
 * A first check in the browser, so a wrong file is named at once instead of after a 50 MB upload.
 * The server decides again from the file's bytes; this only reads the name and declared type.
 */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>): ImageFileProblem | null {
  if (!isAcceptedImage(file)) return 'wrongType';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}
