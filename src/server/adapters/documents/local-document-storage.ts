import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isValidStorageKey } from '@/server/adapters/storage/storage';
import { decryptDocument, encryptDocument } from './document-crypto';
import type { DocumentStorage } from './document-storage';

/**
 * Encrypted files under `<DATA_DIR>/private/kyc`: a folder the static plugin does not serve (it serves only
 * `<DATA_DIR>/uploads`), files readable by the server's user only.
 */
export function createLocalDocumentStorage(dir: string, key: Buffer): DocumentStorage {
  const root = path.resolve(dir);
  const fileOf = (storageKey: string) => {
    if (!isValidStorageKey(storageKey)) throw new Error(`Invalid storage key: ${storageKey}`);
    const full = path.resolve(root, `${storageKey}.enc`);
    if (!full.startsWith(root + path.sep)) throw new Error(`Invalid storage key: ${storageKey}`);
    return full;
  };
  return {
    kind: 'local',
    async put(storageKey, data, contentType) {
      const file = fileOf(storageKey);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a crash never leaves half a document under the real name.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, encryptDocument(key, storageKey, data, contentType), { mode: 0o600 });
      await fs.rename(temp, file);
    },
    async get(storageKey) {
      let envelope: Buffer;
      try {
        envelope = await fs.readFile(fileOf(storageKey));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
      return decryptDocument(key, storageKey, envelope);
    },
    seal: (storageKey, data, contentType) => encryptDocument(key, storageKey, data, contentType),
    open: (storageKey, envelope) => decryptDocument(key, storageKey, envelope),
    async remove(storageKey) {
      await fs.rm(fileOf(storageKey), { force: true });
    },
  };
}
