import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiErrorBody } from '@/shared/errors';
import type { KycFields, KycFileField, KycStatus } from '@/shared/schemas/kyc';
import i18n from '@/client/i18n/i18n';
import { ApiError } from '@/client/lib/api-client';
import { authKeys } from '@/client/lib/query-keys';
import { kycKeys } from './keys';

export interface KycSubmission {
  fields: KycFields;
  files: Partial<Record<KycFileField, File>>;
}

/**
 * POST /api/kyc/submit as multipart. Through XMLHttpRequest rather than fetch: only its upload events report
 * progress, and three phone photos can take a while on a mobile connection.
 */
export function submitKyc({ fields, files }: KycSubmission, onProgress: (percent: number) => void) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  // Files after the fields: the server reads the stream in order and can refuse the fields before the bytes.
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name);
  return new Promise<KycStatus>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/kyc/submit');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language || 'pl');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(json as KycStatus);
      const body = json && typeof json === 'object' && 'code' in json ? (json as ApiErrorBody) : null;
      reject(new ApiError(xhr.status, body, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'network error'));
    xhr.send(form);
  });
}

/**
 * `onSubmitted` runs in the mutation itself, before the cached status changes: the new status replaces the form,
 * which unmounts it, and callbacks given to `mutate` do not run once their component is gone.
 */
export function useSubmitKyc(onProgress: (percent: number) => void, onSubmitted: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: KycSubmission) => submitKyc(input, onProgress),
    onSuccess: async (status) => {
      onSubmitted();
      qc.setQueryData(kycKeys.status(), status);
      await Promise.all([
        qc.invalidateQueries({ queryKey: kycKeys.status() }),
        qc.invalidateQueries({ queryKey: authKeys.me() }),
      ]);
    },
  });
}
