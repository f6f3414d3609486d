import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';

export function forgotPassword(input: { email: string }) {
  return api<{ ok: true; message: string }>('POST', '/api/forgot-password', input);
}

/** The server answers the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
