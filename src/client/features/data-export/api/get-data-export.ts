import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataExportState } from '@/shared/schemas/data-export';
import { api } from '@/client/lib/api-client';
import { dataExportKeys } from './keys';

/** While an export is being prepared, its state is asked for this often. */
export const DATA_EXPORT_POLL_MS = 3_000;

/** GET /api/users/me/export: none, preparing, or ready with its single-use link and expiry. */
export function getDataExport(): Promise<DataExportState> {
  return api<DataExportState>('GET', '/api/users/me/export');
}

export const dataExportQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: dataExportKeys.state(userId),
    queryFn: getDataExport,
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? DATA_EXPORT_POLL_MS : false),
  });

export function useDataExport(userId: number) {
  return useQuery(dataExportQueryOptions(userId));
}
