import { UPLOAD_URL_PATTERN } from '@shared/uploads';
import { refusalMessage } from '@shared/schemas/field-messages';
import { badRequest } from '../../lib/http-error';
import type { UploadRepository } from './upload-repository';

/**
 * Every image of a submission must be one this browser session uploaded to this site; a session-less
 * request owns none. Answers 400 naming the first item whose images are not its own.
 */
export function createImageOwnershipCheck(uploads: UploadRepository) {
  return async function checkImages(sessionId: string | null, items: { imageUrls: string[] }[]): Promise<void> {
    const idsByItem = items.map((i) => i.imageUrls.map((u) => UPLOAD_URL_PATTERN.exec(u)?.[1] ?? ''));
    const owned = sessionId ? await uploads.ownedBy(sessionId, idsByItem.flat()) : new Set<string>();
    const errors: Record<string, string> = {};
    idsByItem.forEach((ids, n) => {
      if (ids.some((id) => !owned.has(id))) errors[`items.${n}.imageUrls`] = 'Images must be uploaded to this site';
    });
    if (Object.keys(errors).length) throw badRequest(refusalMessage(errors), errors);
  };
}

export type ImageOwnershipCheck = ReturnType<typeof createImageOwnershipCheck>;
