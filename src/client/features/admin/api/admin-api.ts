import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReviewReport,
  AdminUser,
  AuditEvent,
  FailedDelivery,
  ResolveReportInput,
  RetriedDelivery,
  SignupStats,
} from '@/shared/schemas/admin';
import type { KycAdminRecord, KycReviewInput } from '@/shared/schemas/kyc';
import { TOTAL_COUNT_HEADER } from '@/shared/schemas/pagination';
import { api, apiResponse } from '@/client/lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'signup-stats'] as const,
  users: (page: number, q: string) => [...adminKeys.all, 'users', page, q] as const,
  audit: (page: number) => [...adminKeys.all, 'audit', page] as const,
  reports: () => [...adminKeys.all, 'review-reports'] as const,
  deliveries: () => [...adminKeys.all, 'deliveries'] as const,
  kycPending: () => [...adminKeys.all, 'kyc', 'pending'] as const,
};

export const ADMIN_LIST_LIMIT = 10;

async function page<T>(url: string): Promise<{ rows: T[]; total: number }> {
  const { data, headers } = await apiResponse<T[]>('GET', url);
  return { rows: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
}

export function useSignupStats() {
  return useQuery({ queryKey: adminKeys.stats(), queryFn: () => api<SignupStats>('GET', '/api/admin/signup-stats') });
}

/** A page of the users list; the previous page stays shown while the next one loads (no jump on paging). */
export function useAdminUsers(pageNo: number, q: string) {
  return useQuery({
    queryKey: adminKeys.users(pageNo, q),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(pageNo), limit: String(ADMIN_LIST_LIMIT) });
      if (q) query.set('q', q);
      return page<AdminUser>(`/api/admin/users?${query.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(pageNo: number) {
  return useQuery({
    queryKey: adminKeys.audit(pageNo),
    queryFn: () => page<AuditEvent>(`/api/admin/audit-events?page=${pageNo}&limit=${ADMIN_LIST_LIMIT}`),
    placeholderData: keepPreviousData,
  });
}

export function useReviewReports() {
  return useQuery({
    queryKey: adminKeys.reports(),
    queryFn: () => api<AdminReviewReport[]>('GET', '/api/admin/review-reports'),
  });
}

export function useFailedDeliveries() {
  return useQuery({
    queryKey: adminKeys.deliveries(),
    queryFn: () => api<FailedDelivery[]>('GET', '/api/admin/deliveries/failed'),
  });
}

export function usePendingKyc() {
  return useQuery({
    queryKey: adminKeys.kycPending(),
    queryFn: () => api<KycAdminRecord[]>('GET', '/api/admin/kyc/pending'),
  });
}

/** Every admin decision is audited: the log is refreshed with the list it changed. */
function useAdminMutation<A, R>(fn: (args: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useResolveReport = () =>
  useAdminMutation(({ id, ...body }: ResolveReportInput & { id: number }) =>
    api<{ id: number; status: string }>('PATCH', `/api/admin/review-reports/${id}`, body),
  );

export const useRetryDelivery = () =>
  useAdminMutation((id: number) => api<RetriedDelivery>('POST', `/api/admin/deliveries/${id}/retry`));

export const useDecideKyc = () =>
  useAdminMutation(({ id, ...body }: KycReviewInput & { id: number }) =>
    api<KycAdminRecord>('PATCH', `/api/admin/kyc/${id}/status`, body),
  );
