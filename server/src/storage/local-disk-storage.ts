import fs from 'node:fs';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './file-storage';

/** Files under one folder (DATA_DIR/uploads). A key that is not of our own shape is refused. */
export function createLocalDiskStorage(root: string): FileStorage {
  fs.mkdirSync(root, { recursive: true });
  const resolve = (key: string) => {
    const full = path.join(root, assertSafeKey(key));
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key leaves the root: ${key}`);
    return full;
  };
  return {
    async putFile(key, localPath) {
      const target = resolve(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.promises.rename(localPath, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await fs.promises.copyFile(localPath, target);
        await fs.promises.rm(localPath, { force: true });
      }
    },
    async get(key) {
      let full: string;
      try {
        full = resolve(key);
      } catch {
        return null;
      }
      try {
        const stat = await fs.promises.stat(full);
        if (!stat.isFile()) return null;
        return { stream: fs.createReadStream(full), size: stat.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
