import type { ApiErrorBody } from '@/shared/errors';
import type { UploadResult } from '@/shared/schemas/uploads';
import { ApiError } from '@/client/lib/api-client';
import i18n from '@/client/i18n/i18n';

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const json = text ? (JSON.parse(text) as unknown) : null;
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/uploads with the file's raw bytes. XMLHttpRequest rather than fetch because only it reports upload
 * progress (0-99 through `onProgress` while sending, 100 once the server has stored it). Errors are ApiErrors like
 * every other call; a network failure or an abort is a plain Error.
 */
export function uploadPhoto(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language || 'pl');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    // 99 at most while the bytes go: the photo is stored (and the bar turns green, "uploaded") only once the server
    // has answered, after it has checked and resized it.
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      const body = parseJson(text);
      if (xhr.status >= 200 && xhr.status < 300) {
        if (typeof body?.url !== 'string') return reject(new Error('Upload answered without a URL'));
        onProgress(100);
        return resolve({ url: body.url });
      }
      const errBody = body && 'code' in body ? (body as unknown as ApiErrorBody) : null;
      reject(new ApiError(xhr.status, errBody, text || xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('Network error during upload'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
