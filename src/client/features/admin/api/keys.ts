import { TOTAL_COUNT_HEADER } from '@/shared/schemas/pagination';
import { apiResponse } from '@/client/lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'signup-stats'] as const,
  users: (page: number, q: string) => [...adminKeys.all, 'users', page, q] as const,
  audit: (page: number) => [...adminKeys.all, 'audit', page] as const,
  reports: () => [...adminKeys.all, 'review-reports'] as const,
  deliveries: () => [...adminKeys.all, 'deliveries'] as const,
  failedMoney: () => [...adminKeys.all, 'failed-money'] as const,
  kycPending: () => [...adminKeys.all, 'kyc', 'pending'] as const,
  damageReports: (status: 'open' | 'all') => [...adminKeys.all, 'damage', 'list', status] as const,
  damageReport: (id: number) => [...adminKeys.all, 'damage', 'detail', id] as const,
  /** A year's report, or the one due by the server's clock ('due'); without an argument, all of them. */
  dac7: (year?: number | 'due') => [...adminKeys.all, 'dac7', ...(year === undefined ? [] : [year])] as const,
};

export const ADMIN_LIST_LIMIT = 10;

/** A page of an admin list and its total (the X-Total-Count header). */
export async function getAdminPage<T>(url: string): Promise<{ rows: T[]; total: number }> {
  const { data, headers } = await apiResponse<T[]>('GET', url);
  return { rows: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
}
