import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignupStats } from '@/shared/schemas/admin';
import { api } from '@/client/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/signup-stats. */
export function getSignupStats(): Promise<SignupStats> {
  return api<SignupStats>('GET', '/api/admin/signup-stats');
}

export const signupStatsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: getSignupStats });

export function useSignupStats() {
  return useQuery(signupStatsQueryOptions());
}
