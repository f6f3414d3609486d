import type { UploadResult } from '@/shared/schemas/uploads';
import { api } from '@/client/lib/api-client';

/** POST /api/uploads/from-url: the server fetches the image from a public address, checks and re-hosts it. */
export function addPhotoFromUrl(url: string): Promise<UploadResult> {
  return api<UploadResult>('POST', '/api/uploads/from-url', { url });
}
