import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { PublicProfile } from '@/shared/schemas/users';
import { ItemCard } from '@/client/components/item-card';
import { Button } from '@/client/components/ui/button';
import { useUserListings } from '@/client/features/users/api/get-user-listings';

/** The person's listings, available first: the profile's first screen of them, then a page per "show more". */
export function ProfileListings({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  const rest = useUserListings(profile.id, more);
  const listings = [...profile.listings, ...(rest.data?.pages.flatMap((p) => p.listings) ?? [])];
  const left = more ? rest.hasNextPage : profile.listingsTotal > profile.listings.length;
  return (
    <section aria-labelledby="profile-listings-title" className="flex flex-col gap-4">
      <div className="flex items-baseline gap-3">
        <h2 id="profile-listings-title" className="text-xl font-semibold text-gray-900">
          {t('userProfile.listings.title')}
        </h2>
        <p className="text-gray-700" data-testid="profile-listings-count">
          {profile.listingsTotal}
        </p>
      </div>
      {listings.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center">
          <PackageOpen className="h-8 w-8 text-gray-400" aria-hidden />
          <p className="font-medium text-gray-900">{t('userProfile.listings.empty')}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="profile-listings">
          {listings.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {rest.isError && <p className="text-sm text-red-700">{t('userProfile.loadError')}</p>}
      {left && (
        <Button
          variant="outline"
          className="self-center"
          disabled={rest.isFetching}
          onClick={() => (more ? void rest.fetchNextPage() : setMore(true))}
        >
          {rest.isFetching ? t('common.loading') : t('userProfile.listings.more')}
        </Button>
      )}
    </section>
  );
}
