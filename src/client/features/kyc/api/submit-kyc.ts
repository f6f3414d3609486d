import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycFields, KycFileField, KycStatus } from '@/shared/schemas/kyc';
import { authKeys } from '@/client/lib/query-keys';
import { uploadWithProgress } from '@/client/lib/upload-with-progress';
import { kycKeys } from './keys';

export interface KycSubmission {
  fields: KycFields;
  files: Partial<Record<KycFileField, File>>;
}

/**
 * POST /api/kyc/submit as multipart, its progress through `onProgress` (99 at most while the photos go, 100 once the
 * server has stored the submission: lib/upload-with-progress.ts). Three phone photos can take a while on a mobile
 * connection.
 */
export async function submitKyc({ fields, files }: KycSubmission, onProgress: (percent: number) => void) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  // Files after the fields: the server reads the stream in order and can refuse the fields before the bytes.
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name);
  return (await uploadWithProgress({ url: '/api/kyc/submit', body: form, onProgress })) as unknown as KycStatus;
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
