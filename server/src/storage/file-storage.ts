import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Routes only see this interface, so an object store can replace the
 * local disk without touching them. Keys are produced by the server, never taken from a request.
 */
export interface FileStorage {
  /** Moves a finished local file into storage under `key`. */
  putFile(key: string, localPath: string): Promise<void>;
  /** A stream of the stored file and its size, or null when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}
