import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@/shared/schemas/auth';
import type { PrivateUser } from '@/shared/schemas/users';
import { api } from '@/client/lib/api-client';
import { useSetUser } from '@/client/lib/session';

export type RegisterPayload = Pick<
  RegisterInput,
  'email' | 'password' | 'firstName' | 'lastName' | 'mobileNumber' | 'username' | 'acceptedTerms'
>;

export function register(input: RegisterPayload) {
  return api<{ user?: PrivateUser }>('POST', '/api/register', input);
}

/** The username sent is the part of the e-mail before the @ (spec 01 §5); the server makes it unique. */
export function usernameFromEmail(email: string) {
  return email.split('@')[0];
}

export function useRegister() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      if (user) setUser(user);
    },
  });
}
