import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_HEIF_PIXELS, MAX_IMAGE_PIXELS, uploadMessages } from '@shared/uploads';
import { HttpError } from '../../lib/http-error';
import { QueueFullError, type Semaphore } from '../../lib/semaphore';
import type { FileStorage } from '../../storage/file-storage';
import { convertHeif } from './heif';
import { declaredSize, detectImageKind, writeCleanOriginal, writeDisplayCopy } from './image-processing';
import type { UploadQuota, Uploader } from './upload-quota';
import type { UploadRepository } from './upload-repository';

// File names are echoed in messages: drop control characters, quotes and backslashes.
const printableName = (name: string) =>
  [...name].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127 && c !== '"' && c !== '\\').join('').slice(0, 120) || 'unnamed';

export interface StoredImage {
  id: string;
  url: string;
}

/**
 * Receives the images of one request: each file is streamed to a temporary file (never held in
 * memory), checked by its bytes and by decoding it, then moved into storage. All or nothing: when one
 * file is refused, the ones already stored for this request are removed again.
 * Bounded: each file counts against the quotas of its session and address (upload-quota.ts), its
 * header must state at most MAX_IMAGE_PIXELS before anything is decoded, and decoding waits in the
 * app's decode queue, which refuses (QueueFullError) when its line is full.
 */
export function createUploadService(deps: {
  storage: FileStorage;
  uploads: UploadRepository;
  tmpDir: string;
  quota: UploadQuota;
  decodeQueue: Semaphore;
}) {
  const { storage, uploads, tmpDir, quota, decodeQueue } = deps;
  fs.mkdirSync(tmpDir, { recursive: true });

  return {
    /** Before the body is read: refuses a request that would be refused anyway (quota used up, queue full). */
    async checkOpen(who: Uploader): Promise<void> {
      await quota.checkOpen(who);
      if (decodeQueue.isFull()) throw new QueueFullError();
    },

    async receive(who: Uploader, files: AsyncIterable<MultipartFile>): Promise<StoredImage[]> {
      const storedKeys: string[] = [];
      const temps: string[] = [];
      const rows: Parameters<UploadRepository['insertMany']>[0] = [];
      try {
        for await (const file of files) {
          const name = printableName(file.filename);
          if (file.fieldname !== 'images') {
            file.file.resume();
            throw new HttpError(400, `Unexpected file field "${printableName(file.fieldname)}": use "images"`);
          }
          try {
            await quota.countFile(who);
          } catch (err) {
            file.file.resume();
            throw err;
          }
          const id = randomUUID();
          const incoming = path.join(tmpDir, `${id}.upload`);
          temps.push(incoming);
          try {
            await pipeline(file.file, fs.createWriteStream(incoming));
          } catch (err) {
            if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, uploadMessages.tooLarge(name));
            throw err;
          }
          if (file.file.truncated) throw new HttpError(413, uploadMessages.tooLarge(name));
          const sizeBytes = (await fs.promises.stat(incoming)).size;
          await quota.countBytes(who, sizeBytes);

          const kind = await detectImageKind(incoming);
          if (!kind) throw new HttpError(400, uploadMessages.wrongType(name));
          // A decompression bomb (a few hundred KB of PNG that decodes to gigabytes) stops here, at its header.
          // An iPhone photo becomes a lossless PNG first (in the decode queue: it decodes the whole
          // image); the rest reads that PNG as any other upload.
          let source = incoming;
          if (kind.heif) {
            source = path.join(tmpDir, `${id}.decoded.png`);
            temps.push(source);
            const converted = await decodeQueue.tryRun(() => convertHeif(incoming, source, MAX_HEIF_PIXELS));
            if (!converted.ok && converted.tooManyPixels) {
              throw new HttpError(413, uploadMessages.tooManyPixels(name, converted.width, converted.height, MAX_HEIF_PIXELS));
            }
            if (!converted.ok) throw new HttpError(400, uploadMessages.wrongType(name));
          }
          const declared = await declaredSize(source);
          if (!declared) throw new HttpError(400, uploadMessages.wrongType(name));
          if (declared.width * declared.height > MAX_IMAGE_PIXELS) {
            throw new HttpError(413, uploadMessages.tooManyPixels(name, declared.width, declared.height));
          }
          const original = path.join(tmpDir, `${id}.original`);
          const display = path.join(tmpDir, `${id}.display`);
          temps.push(original, display);
          const size = await decodeQueue.tryRun(async () =>
            (await writeCleanOriginal(source, original, kind)) ? writeDisplayCopy(source, display, kind) : null,
          );
          if (!size) throw new HttpError(400, uploadMessages.wrongType(name));

          const originalKey = `originals/${id}.${kind.originalExt}`;
          const storageKey = `images/${id}.${kind.ext}`;
          await storage.putFile(originalKey, original);
          storedKeys.push(originalKey);
          await storage.putFile(storageKey, display);
          storedKeys.push(storageKey);
          rows.push({
            id,
            storageKey,
            originalKey,
            sessionId: who.sessionId,
            originalName: name,
            contentType: kind.mime,
            sizeBytes,
            width: size.width,
            height: size.height,
          });
        }
        if (!rows.length) throw new HttpError(400, uploadMessages.none);
        await uploads.insertMany(rows);
        return rows.map((r) => ({ id: r.id, url: `/uploads/${r.id}.${r.storageKey.split('.').pop()}` }));
      } catch (err) {
        await Promise.all(storedKeys.map((k) => storage.remove(k).catch(() => undefined)));
        throw err;
      } finally {
        await Promise.all(temps.map((t) => fs.promises.rm(t, { force: true })));
      }
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
