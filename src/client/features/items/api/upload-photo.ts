import type { UploadResult } from '@/shared/schemas/uploads';
import { uploadWithProgress } from '@/client/lib/upload-with-progress';

/**
 * POST /api/uploads with the file's raw bytes, its progress through `onProgress` (99 at most while sending, 100 once
 * the server has stored it: lib/upload-with-progress.ts).
 */
export async function uploadPhoto(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const body = await uploadWithProgress({
    url: '/api/uploads',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    onProgress,
    signal,
  });
  if (typeof body?.url !== 'string') throw new Error('Upload answered without a URL');
  return { url: body.url };
}
