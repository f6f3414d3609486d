import { createHmac, hkdfSync } from 'node:crypto';
import { documentEncryptionKey } from '@/server/adapters/documents/encryption-key';
import type { Config } from '@/server/config';

const keys = new WeakMap<Config, Buffer>();

/** A key of its own for the links, derived from the documents' key (HKDF): the links and the files share one secret. */
function linkKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    const documentsKey = documentEncryptionKey({
      configured: config.KYC_ENCRYPTION_KEY,
      dataDir: config.DATA_DIR,
      production: config.isProduction,
    });
    key = Buffer.from(hkdfSync('sha256', documentsKey, Buffer.alloc(0), 'data-export-link', 32));
    keys.set(config, key);
  }
  return key;
}

/**
 * The token of an export's download link (docs/decisions/0073): an HMAC of the export's id and the moment it became
 * ready, so the profile can show the very link the e-mail carries without the token being stored anywhere; the table
 * keeps only its SHA-256, to find the export by it. 256 bits, URL-safe.
 */
export function exportLinkToken(config: Config, exportId: number, readyAt: Date): string {
  return createHmac('sha256', linkKey(config)).update(`${exportId}:${readyAt.toISOString()}`).digest('base64url');
}

export const EXPORT_DOWNLOAD_PATH = '/api/users/me/export/download';

/** The link's path with its token (relative: the API answers it; the e-mail puts the public URL before it). */
export const exportLinkPath = (token: string) => `${EXPORT_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`;
