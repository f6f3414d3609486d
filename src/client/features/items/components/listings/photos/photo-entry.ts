/** One photo of a listing form: a photo the item already has, or a new one from the moment it is chosen until the server holds it. */
export interface PhotoEntry {
  id: number;
  /** What makes two photos the same: a file's name, size and date, or the address typed in. */
  key: string;
  /** 'stored': a photo the listing already has (edit form); its URL is kept as it is. */
  source: 'file' | 'url' | 'stored';
  /** What the thumbnail shows: the local file while it uploads, the server's copy for a URL photo. */
  preview: string | null;
  /** Upload progress 0-100 of a file; null while a URL photo is being fetched (no progress to report). */
  progress: number | null;
  /** The server's /uploads URL once the photo is stored; null while it is on its way. */
  url: string | null;
}

export const fileKey = (file: File) => `file:${file.name}:${file.size}:${file.lastModified}`;
export const urlKey = (url: string) => `url:${url.trim()}`;

export const isImageFile = (file: File) => file.type.startsWith('image/');
