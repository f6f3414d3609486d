import { useMutation } from '@tanstack/react-query';
import { TERMS_VERSION } from '@/shared/domain/legal';
import type { PrivateUser } from '@/shared/schemas/users';
import { api } from '@/client/lib/api-client';
import { useSetUser } from '@/client/lib/session';

/** POST /api/users/me/accept-terms with the version this screen showed. */
export const acceptTerms = () =>
  api<{ user: PrivateUser }>('POST', '/api/users/me/accept-terms', { version: TERMS_VERSION });

/** Accepting puts the updated user in the session's cache, which closes the prompt. */
export function useAcceptTerms() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: acceptTerms, onSuccess: ({ user }) => setUser(user) });
}
