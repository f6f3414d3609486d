import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM envelope of one document (docs/decisions/0038-kyc.md):
 *   version (1 byte) | IV (12 random bytes) | auth tag (16) | ciphertext of [type length (2) | content type | data]
 * The content type is encrypted and authenticated with the image, and the storage key is the additional data, so a
 * file copied under another key, cut, or altered in any byte fails to open instead of showing something else.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;
export const DOCUMENT_KEY_BYTES = 32;

export function encryptDocument(key: Buffer, storageKey: string, data: Buffer, contentType: string): Buffer {
  const type = Buffer.from(contentType, 'utf8');
  if (type.length > 0xffff) throw new Error('content type too long');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(storageKey, 'utf8'));
  const length = Buffer.alloc(2);
  length.writeUInt16BE(type.length);
  const body = Buffer.concat([cipher.update(length), cipher.update(type), cipher.update(data), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

/** Throws when the envelope was altered, belongs to another key, or was encrypted with another key. */
export function decryptDocument(
  key: Buffer,
  storageKey: string,
  envelope: Buffer,
): { data: Buffer; contentType: string } {
  if (envelope.length < HEADER_BYTES + 2 || envelope[0] !== VERSION) throw new Error('not a document envelope');
  const iv = envelope.subarray(1, 1 + IV_BYTES);
  const tag = envelope.subarray(1 + IV_BYTES, HEADER_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(storageKey, 'utf8'));
  decipher.setAuthTag(tag);
  const plain = Buffer.concat([decipher.update(envelope.subarray(HEADER_BYTES)), decipher.final()]);
  const typeLength = plain.readUInt16BE(0);
  return {
    contentType: plain.subarray(2, 2 + typeLength).toString('utf8'),
    data: plain.subarray(2 + typeLength),
  };
}
