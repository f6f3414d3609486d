import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';

export function logoutOtherDevices() {
  return api<{ ok: true; message: string }>('POST', '/api/sessions/logout-others');
}

export function useLogoutOtherDevices() {
  return useMutation({ mutationFn: logoutOtherDevices });
}
