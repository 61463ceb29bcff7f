import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_URL_PATTERN } from '@shared/uploads';
import type { Semaphore } from '../../lib/semaphore';
import type { FileStorage } from '../../storage/file-storage';
import { writeJpegWithin } from './image-processing';

/**
 * The JPEGs made from an upload's display copy for other uses than the page itself, stored beside its
 * renditions (sized/<id>-<name>.jpg): the certificate's verified photo (800 px, what a phone shows full
 * width), the images a PDF embeds (600 px, about 4 inches at 150 dpi for a 1.5-inch thumbnail) and a
 * public certificate's photos (1600 px, its page and link previews).
 */
export const DERIVED_IMAGES = {
  photo: { edge: 800, jpeg: { quality: 82, mozjpeg: true } },
  pdf: { edge: 600, jpeg: { quality: 82, mozjpeg: false } },
  // A public certificate's photos, shown large on its page and in link previews (og:image).
  large: { edge: 1600, jpeg: { quality: 80, mozjpeg: true } },
} as const;
export type DerivedImageKind = keyof typeof DERIVED_IMAGES;

/** The storage keys of an upload's derived images (the unused-uploads sweep removes them too). */
export const derivedImageKeys = (uploadId: string): string[] =>
  (Object.keys(DERIVED_IMAGES) as DerivedImageKind[]).map((kind) => derivedImageKey(uploadId, kind));
const derivedImageKey = (uploadId: string, kind: DerivedImageKind) => `sized/${uploadId}-${kind}${DERIVED_IMAGES[kind].edge}.jpg`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Files made from a stored file once, on first request, then read from storage: made in the app's one
 * decode queue (always waiting its turn: what is made is bounded by the files that exist), and
 * concurrent first requests of one key share one making. Another instance may make the same file at
 * the same moment; both write the same bytes under the same key, so either copy serves.
 */
export function createDerivedImages(deps: { storage: FileStorage; tmpDir: string; decodeQueue: Semaphore }) {
  const { storage, tmpDir, decodeQueue } = deps;
  fs.mkdirSync(tmpDir, { recursive: true });
  const pending = new Map<string, Promise<boolean>>();

  async function make(sourceKey: string, key: string, write: (input: Readable, output: string) => Promise<boolean>): Promise<boolean> {
    const source = await storage.get(sourceKey);
    if (!source) return false;
    const tmp = path.join(tmpDir, `${randomUUID()}.derived`);
    try {
      if (!(await decodeQueue.run(() => write(source.stream, tmp)))) return false;
      await storage.putFile(key, tmp);
      return true;
    } finally {
      source.stream.destroy();
      await fs.promises.rm(tmp, { force: true });
    }
  }

  /** The stored file at `key`, made from `sourceKey` by `write` if it is not there yet; null when it cannot be. */
  async function stored(sourceKey: string, key: string, write: (input: Readable, output: string) => Promise<boolean>) {
    const cached = await storage.get(key);
    if (cached) return cached;
    let job = pending.get(key);
    if (!job) {
      job = make(sourceKey, key, write).finally(() => pending.delete(key));
      pending.set(key, job);
    }
    if (!(await job)) return null;
    return storage.get(key);
  }

  return {
    stored,
    /** The `kind` JPEG of an upload (its URL, /uploads/<id>.<ext>), or null for anything else or an undecodable file. */
    async jpegOf(url: string | null | undefined, kind: DerivedImageKind): Promise<Buffer | null> {
      const match = url ? UPLOAD_URL_PATTERN.exec(url) : null;
      if (!match) return null;
      const { edge, jpeg } = DERIVED_IMAGES[kind];
      const found = await stored(`images/${match[1]}.${match[2]}`, derivedImageKey(match[1]!, kind), (input, output) => writeJpegWithin(input, output, edge, jpeg));
      return found ? readAll(found.stream) : null;
    },
  };
}

export type DerivedImages = ReturnType<typeof createDerivedImages>;
