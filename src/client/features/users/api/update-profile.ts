import { useMutation } from '@tanstack/react-query';
import type { PrivateUser, UpdateProfileInput } from '@/shared/schemas/users';
import { api } from '@/client/lib/api-client';
import { useSetUser } from '@/client/lib/session';

export type UpdateProfilePayload = Pick<
  UpdateProfileInput,
  'email' | 'firstName' | 'lastName' | 'mobileNumber' | 'profilePhotoUrl' | 'currentPassword'
>;

export function updateProfile(id: number, input: UpdateProfilePayload) {
  return api<PrivateUser>('PUT', `/api/users/${id}`, input);
}

/** The updated user from the server replaces the cached one (and local storage). */
export function useUpdateProfile(id: number) {
  const setUser = useSetUser();
  return useMutation({ mutationFn: (input: UpdateProfilePayload) => updateProfile(id, input), onSuccess: setUser });
}
