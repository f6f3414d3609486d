/** Where uploaded files live. `put` returns the public URL the browser loads the file from. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes a file this storage handed out; URLs it does not own are ignored. */
  remove(url: string): Promise<void>;
}
