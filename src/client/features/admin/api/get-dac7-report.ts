import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dac7Report } from '@/shared/schemas/dac7';
import { api } from '@/client/lib/api-client';
import { adminKeys } from './keys';

/**
 * GET /api/admin/dac7?year=YYYY: every seller with consideration in the year, transport rentals apart. Without a year,
 * the year due by the server's clock (the answer names it, and the year running).
 */
export function getDac7Report(year: number | undefined): Promise<Dac7Report> {
  return api<Dac7Report>('GET', year === undefined ? '/api/admin/dac7' : `/api/admin/dac7?year=${year}`);
}

/** The files of the same report (the browser downloads them: Content-Disposition attachment). */
export const dac7FileUrl = (year: number, format: 'xml' | 'csv') => `/api/admin/dac7?year=${year}&format=${format}`;

export const dac7ReportQueryOptions = (year: number | undefined) =>
  queryOptions({ queryKey: adminKeys.dac7(year ?? 'due'), queryFn: () => getDac7Report(year) });

export function useDac7Report(year: number | undefined) {
  // Another year chosen: the year shown stays (its select included) until the new one's report is in.
  return useQuery({ ...dac7ReportQueryOptions(year), placeholderData: keepPreviousData });
}
