import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DOCUMENT_KEY_BYTES } from './document-crypto';

/** KYC_ENCRYPTION_KEY as 32 bytes: 64 hex characters or 44 base64 ones (config.ts has checked the shape). */
export function parseEncryptionKey(value: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== DOCUMENT_KEY_BYTES) throw new Error('KYC_ENCRYPTION_KEY must be 32 bytes');
  return key;
}

/**
 * The configured key, or (outside production) the one generated into `<DATA_DIR>/kyc-key` on first start and
 * reused after: losing it makes every stored document unreadable, so it is created once (exclusive write, mode 600)
 * and never replaced. Production refuses to start without KYC_ENCRYPTION_KEY (config.ts).
 */
export function documentEncryptionKey(opts: { configured?: string; dataDir: string; production: boolean }): Buffer {
  if (opts.configured) return parseEncryptionKey(opts.configured);
  if (opts.production) throw new Error('KYC_ENCRYPTION_KEY is required in production');
  const file = path.join(opts.dataDir, 'kyc-key');
  fs.mkdirSync(opts.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(DOCUMENT_KEY_BYTES).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return parseEncryptionKey(fs.readFileSync(file, 'utf8').trim());
}
