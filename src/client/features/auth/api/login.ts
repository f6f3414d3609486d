import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@/shared/schemas/auth';
import type { PrivateUser } from '@/shared/schemas/users';
import { api } from '@/client/lib/api-client';
import { useSetUser } from '@/client/lib/session';

export function login(input: LoginInput) {
  return api<{ user: PrivateUser }>('POST', '/api/login', input);
}

/** On success the server has set the session cookie; the returned user goes into the cache. */
export function useLogin() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: login, onSuccess: ({ user }) => setUser(user) });
}
