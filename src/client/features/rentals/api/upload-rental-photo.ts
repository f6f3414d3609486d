import type { UploadResult } from '@/shared/schemas/uploads';
import { uploadWithProgress } from '@/client/lib/upload-with-progress';

/** POST /api/uploads with one photo's raw bytes; the answer's URL is what handover and damage calls send. */
export async function uploadRentalPhoto(file: File, onProgress: (percent: number) => void = () => {}) {
  const body = await uploadWithProgress({
    url: '/api/uploads',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    onProgress,
  });
  if (typeof body?.url !== 'string') throw new Error('Upload answered without a URL');
  return { url: body.url } satisfies UploadResult;
}

/** Uploads the photos one after another (a phone's connection), in order; their URLs. */
export async function uploadRentalPhotos(files: readonly File[]): Promise<string[]> {
  const urls: string[] = [];
  for (const file of files) urls.push((await uploadRentalPhoto(file)).url);
  return urls;
}
