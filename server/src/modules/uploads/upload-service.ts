import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { uploadMessages } from '@shared/uploads';
import { HttpError } from '../../lib/http-error';
import type { FileStorage } from '../../storage/file-storage';
import { detectImageKind, writeDisplayCopy } from './image-processing';
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
 */
export function createUploadService(deps: { storage: FileStorage; uploads: UploadRepository; tmpDir: string }) {
  const { storage, uploads, tmpDir } = deps;
  fs.mkdirSync(tmpDir, { recursive: true });

  return {
    async receive(sessionId: string, files: AsyncIterable<MultipartFile>): Promise<StoredImage[]> {
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

          const kind = await detectImageKind(incoming);
          if (!kind) throw new HttpError(400, uploadMessages.wrongType(name));
          const display = path.join(tmpDir, `${id}.display`);
          temps.push(display);
          const size = await writeDisplayCopy(incoming, display, kind);
          if (!size) throw new HttpError(400, uploadMessages.wrongType(name));

          const sizeBytes = (await fs.promises.stat(incoming)).size;
          const originalKey = `originals/${id}.${kind.originalExt}`;
          const storageKey = `images/${id}.${kind.ext}`;
          await storage.putFile(originalKey, incoming);
          storedKeys.push(originalKey);
          await storage.putFile(storageKey, display);
          storedKeys.push(storageKey);
          rows.push({
            id,
            storageKey,
            originalKey,
            sessionId,
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
