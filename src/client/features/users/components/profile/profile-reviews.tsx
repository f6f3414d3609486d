import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { PublicProfile } from '@/shared/schemas/users';
import { Button } from '@/client/components/ui/button';
import { useUserReviews } from '@/client/features/users/api/get-user-reviews';
import { ProfileReview } from './profile-review';

/** The published reviews about the person, newest first: the profile's first few, then a page per "show more". */
export function ProfileReviews({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  const rest = useUserReviews(profile.id, more);
  const reviews = [...profile.reviews, ...(rest.data?.pages.flatMap((p) => p.reviews) ?? [])];
  const left = more ? rest.hasNextPage : profile.reviewsTotal > profile.reviews.length;
  const loading = rest.isFetching;
  return (
    <section aria-labelledby="profile-reviews-title" className="flex flex-col gap-4">
      <div className="flex items-baseline gap-3">
        <h2 id="profile-reviews-title" className="text-xl font-semibold text-gray-900">
          {t('userProfile.reviews.title')}
        </h2>
        <p className="text-gray-700" data-testid="profile-reviews-count">
          {t('reviews.count', { count: profile.reviewsTotal })}
        </p>
      </div>
      {reviews.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center">
          <MessageSquare className="h-8 w-8 text-gray-400" aria-hidden />
          <p className="font-medium text-gray-900">{t('userProfile.reviews.empty')}</p>
          <p className="max-w-md text-sm text-gray-600">{t('userProfile.reviews.emptyText')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="profile-reviews">
          {reviews.map((r) => (
            <ProfileReview key={r.id} review={r} />
          ))}
        </ul>
      )}
      {rest.isError && <p className="text-sm text-red-700">{t('userProfile.loadError')}</p>}
      {left && (
        <Button
          variant="outline"
          className="self-center"
          disabled={loading}
          onClick={() => (more ? void rest.fetchNextPage() : setMore(true))}
        >
          {loading ? t('common.loading') : t('userProfile.reviews.more')}
        </Button>
      )}
    </section>
  );
}
