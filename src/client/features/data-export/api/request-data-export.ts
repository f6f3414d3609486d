import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataExportState } from '@/shared/schemas/data-export';
import { api } from '@/client/lib/api-client';
import { dataExportKeys } from './keys';

/** POST /api/users/me/export: 202 with the state (preparing, or ready at once); 429 when one was made today. */
export function requestDataExport(): Promise<DataExportState> {
  return api<DataExportState>('POST', '/api/users/me/export');
}

export function useRequestDataExport(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (state) => queryClient.setQueryData(dataExportKeys.state(userId), state),
  });
}
