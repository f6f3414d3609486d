import type { ApiErrorBody } from '@/shared/errors';
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

export interface UploadRequest {
  url: string;
  body: Blob | FormData;
  /** Extra headers (Accept and Accept-Language are set). */
  headers?: Record<string, string>;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * A POST whose upload progress the user watches. XMLHttpRequest rather than fetch because only it reports upload
 * progress. The one rule for every progress bar: 0-99 while the bytes go, 100 only once the server has answered that
 * it stored them (it still checks and resizes after the last byte). Resolves with the answer's JSON; errors are
 * ApiErrors like every other call; a network failure is a plain Error, an abort an AbortError.
 */
export function uploadWithProgress({ url, body, headers = {}, onProgress, signal }: UploadRequest) {
  return new Promise<Record<string, unknown> | null>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language || 'pl');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      const json = parseJson(text);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        return resolve(json);
      }
      const errBody = json && 'code' in json ? (json as unknown as ApiErrorBody) : null;
      reject(new ApiError(xhr.status, errBody, text || xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('Network error during upload'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
