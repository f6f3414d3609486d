import type { TFunction } from '@/client/i18n/texts';
import type { PublicProfile } from '@/shared/schemas/users';
import { parseUserId } from '@/client/features/users/utils/user-id';
import { usersKeys } from '@/client/lib/query-keys';
import type { PageContent, PageHeadInput } from './head-types';

/**
 * A public profile's head (decision 0068): the person's short name ("Anna K.") in the title and the description,
 * nothing more of them (no photo as the link preview), and noindex: a profile is for people deciding on a rental, not
 * a page about a person for search engines to keep. Their listings are indexed through the item pages. The query is
 * read by its key (users/api/get-public-user.ts): the head is in every page's entry, the fetcher need not be.
 */
export function userProfileHead(
  { t, qc, match }: PageHeadInput,
  withSite: (t: TFunction, title: string) => string,
): PageContent {
  const id = parseUserId(match?.params.id);
  const profile = id === null ? undefined : qc.getQueryData<PublicProfile | null>(usersKeys.public(id));
  const name = profile?.name || t('userProfile.unnamed');
  return {
    title: withSite(t, t('head.userProfile.title', { name })),
    description: t('head.userProfile.description', { name }),
    robots: 'noindex',
    ogType: 'profile',
  };
}
