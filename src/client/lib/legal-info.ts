import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company, LegalInfo } from '@/shared/schemas/legal';
import { useTranslation } from '@/client/i18n/use-translation';
import { api } from '@/client/lib/api-client';
import { legalKeys } from '@/client/lib/query-keys';

/** GET /api/legal: the terms' and privacy policy's versions and the company that runs the site (issue 27 §1). */
export const getLegalInfo = () => api<LegalInfo>('GET', '/api/legal');

/** Prefetched with every server-rendered page (the footer shows the company), and never stale in a page's life. */
export const legalInfoQueryOptions = () =>
  queryOptions({ queryKey: legalKeys.info(), queryFn: getLegalInfo, staleTime: Infinity });

export const useLegalInfo = () => useQuery(legalInfoQueryOptions());

/**
 * The company as this page's reader sees it: a demo's name and address in the page's language (the answer was made in
 * the language of whoever asked first). Undefined until GET /api/legal answers (never on a server-rendered page).
 */
export function useCompany(): Company | undefined {
  const { t } = useTranslation();
  const company = useLegalInfo().data?.company;
  if (!company?.demo) return company;
  return { ...company, name: t('company.demoName'), address: t('company.demoAddress') };
}
