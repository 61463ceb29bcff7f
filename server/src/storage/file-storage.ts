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

// Keys are made by the server: a folder, a random or derived name, an extension.
const SAFE_KEY = /^[a-z]+\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

/** The key itself when it has our own shape; anything else (a path, `..`) is refused. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };

export const contentTypeOfKey = (key: string): string => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
