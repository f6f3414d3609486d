/** Where uploaded files live. `put` returns the public URL the browser loads the file from. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes a file this storage handed out; URLs it does not own are ignored. */
  remove(url: string): Promise<void>;
  /** Whether the URL is one this storage hands out (it may still not exist). */
  owns(url: string): boolean;
  /** The bytes of a file this storage handed out, or null when the URL is not its own or the file is gone. */
  get(url: string): Promise<Buffer | null>;
}

/**
 * Keys are relative paths of plain segments (`items/12-ab.webp`): no empty, `.` or `..` segment, no leading
 * slash, no backslash, no control character. Every storage refuses anything else.
 */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.includes('\\') || [...key].some((c) => c.charCodeAt(0) < 0x20))
    return false;
  return key.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}
