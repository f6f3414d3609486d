import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReviewReport } from '@/shared/schemas/admin';
import { api } from '@/client/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/review-reports: the reports waiting for a decision. */
export function getReviewReports(): Promise<AdminReviewReport[]> {
  return api<AdminReviewReport[]>('GET', '/api/admin/review-reports');
}

export const reviewReportsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.reports(), queryFn: getReviewReports });

export function useReviewReports() {
  return useQuery(reviewReportsQueryOptions());
}
