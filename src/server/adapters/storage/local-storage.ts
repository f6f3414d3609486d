import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files under `<DATA_DIR>/uploads`, served by the app at /uploads/. */
export function createLocalStorage(uploadsDir: string): FileStorage {
  const resolveKey = (key: string) => {
    const full = path.resolve(uploadsDir, key);
    if (!full.startsWith(path.resolve(uploadsDir) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  };
  return {
    kind: 'local',
    async put(key, data) {
      const full = resolveKey(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, data);
      return UPLOADS_URL_PREFIX + key;
    },
    owns(url) {
      return url.startsWith(UPLOADS_URL_PREFIX);
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      await fs.rm(resolveKey(url.slice(UPLOADS_URL_PREFIX.length)), { force: true });
    },
    async get(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
      try {
        return await fs.readFile(resolveKey(url.slice(UPLOADS_URL_PREFIX.length)));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
  };
}
