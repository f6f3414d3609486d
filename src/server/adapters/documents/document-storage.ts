/**
 * Private storage of identity documents (issue 14): never served from a public URL, encrypted at rest. Keys are
 * storage keys (adapters/storage/storage.ts isValidStorageKey), not URLs.
 */
export interface DocumentStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The document, decrypted, or null when it does not exist (deleted). */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Deleting a missing key is not an error. */
  remove(key: string): Promise<void>;
}
