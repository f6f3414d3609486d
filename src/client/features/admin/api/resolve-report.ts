import type { ResolveReportInput } from '@/shared/schemas/admin';
import { api } from '@/client/lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** PATCH /api/admin/review-reports/{id}: hide the review or dismiss the report. */
export function resolveReport({ id, ...body }: ResolveReportInput & { id: number }) {
  return api<{ id: number; status: string }>('PATCH', `/api/admin/review-reports/${id}`, body);
}

export const useResolveReport = () => useAdminMutation(resolveReport);
