import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@/shared/schemas/auth';
import { api } from '@/client/lib/api-client';

export function changePassword(id: number, input: ChangePasswordInput) {
  return api<{ ok: true; message: string }>('PUT', `/api/users/${id}/password`, input);
}

export function useChangePassword(id: number) {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(id, input) });
}
