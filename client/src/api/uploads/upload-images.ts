import { ApiError } from '@/lib/api-client';

export interface UploadImagesResult {
  imageUrls: string[];
}

/**
 * POST /api/upload-images (multipart, repeated field `images`). XMLHttpRequest rather than fetch:
 * only XHR reports upload progress, and these are phone photos of up to 50 MB.
 */
export function uploadImages(
  files: File[],
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadImagesResult> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('images', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload-images');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: handled below with the generic message.
      }
      if (xhr.status >= 200 && xhr.status < 300 && isResult(parsed)) {
        onProgress?.(1);
        resolve(parsed);
        return;
      }
      const message =
        typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string'
          ? parsed.message
          : `${xhr.status}: ${xhr.responseText || xhr.statusText}`;
      reject(new ApiError(xhr.status, message));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'Could not reach the server. Please check your connection and try again.')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function isResult(value: unknown): value is UploadImagesResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'imageUrls' in value &&
    Array.isArray(value.imageUrls) &&
    value.imageUrls.every((u) => typeof u === 'string')
  );
}
