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
  /**
   * A small record kept elsewhere (a database column: an owner's DAC7 tax data) sealed with the documents' key, `key`
   * its additional data: the envelope opens only under the same key (document-crypto.ts).
   */
  seal(key: string, data: Buffer, contentType: string): Buffer;
  /** Throws when the envelope was altered, belongs to another key or another encryption key. */
  open(key: string, envelope: Buffer): { data: Buffer; contentType: string };
}
