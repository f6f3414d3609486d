import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@/shared/schemas/auth';
import { api, ApiError } from '@/client/lib/api-client';

export function resetPassword(input: ResetPasswordInput) {
  return api<{ ok: true; message: string }>('POST', '/api/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** The new password equals the previous one (spec 01 §8: matched on the code or the server's wording). */
export function isPasswordReused(err: unknown) {
  if (!(err instanceof ApiError)) return false;
  const text = err.serverMessage ?? '';
  return (
    err.code === 'PASSWORD_REUSED' ||
    text.includes('takie samo jak poprzednie') ||
    text.includes('cannot be the same as your previous')
  );
}

/** The link's token is unknown, used or expired. */
export function isInvalidToken(err: unknown) {
  return (
    err instanceof ApiError && (err.code === 'INVALID_TOKEN' || (err.serverMessage ?? '').includes('Invalid token'))
  );
}
