import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { Review } from '@/shared/schemas/reviews';
import type { PublicUser } from '@/shared/schemas/users';
import { Avatar, nameInitials } from '@/client/components/avatar';
import { ReviewReply } from '@/client/features/reviews/components/review-reply';
import { ReviewStars } from '@/client/components/review-stars';
import { ReviewsStatement } from '@/client/features/reviews/components/reviews-statement';
import { Button } from '@/client/components/ui/button';
import { useUser } from '@/client/lib/session';
import { formatDisplayDate } from '@/client/lib/format';
import { userPath } from '@/client/lib/paths';
import { useItemReviews } from '@/client/features/reviews/api/get-item-reviews';
import { WriteReviewButton } from './write-review-button';

interface Props {
  itemId: number;
  itemName: string;
  owner: PublicUser | null | undefined;
}

/**
 * The item's published reviews, newest first, with their real count in the right plural form (1 opinia, 2 opinie,
 * 5 opinii), a page at a time; the write-review button for a signed-in viewer; how reviews work (Omnibus).
 */
export function ItemReviewsSection({ itemId, itemName, owner }: Props) {
  const { t } = useTranslation();
  const { user } = useUser();
  const { data, isPending, isError, fetchNextPage, hasNextPage, isFetchingNextPage } = useItemReviews(itemId);
  const reviews = data?.pages.flatMap((p) => p.reviews);
  const total = data?.pages[0]?.total;

  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <h2 id="reviews-title" className="text-xl font-semibold">
            {t('reviews.title')}
          </h2>
          {total !== undefined && (
            <p className="text-gray-700" data-testid="reviews-count">
              {t('reviews.count', { count: total })}
            </p>
          )}
        </div>
        {user ? (
          <WriteReviewButton itemId={itemId} itemName={itemName} owner={owner} viewerId={user.id} />
        ) : (
          <p className="max-w-xs text-xs text-gray-600 sm:text-right">{t('reviews.visitorHint')}</p>
        )}
      </div>
      {isPending && <div aria-hidden className="h-12 animate-pulse rounded-md bg-gray-100" />}
      {isError && <p className="text-gray-700">{t('reviews.loadError')}</p>}
      {reviews?.length === 0 && (
        <p className="rounded-xl border border-dashed border-gray-300 px-4 py-6 text-center text-gray-700">
          {t('reviews.empty')}
        </p>
      )}
      {reviews && reviews.length > 0 && (
        <ul className="flex flex-col gap-3" data-testid="item-reviews">
          {reviews.map((r) => (
            <ReviewEntry key={r.id} review={r} />
          ))}
        </ul>
      )}
      {hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage ? t('common.loading') : t('reviews.loadMore')}
        </Button>
      )}
      <ReviewsStatement />
    </section>
  );
}

function ReviewEntry({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const when = new Date(review.publishedAt ?? review.createdAt);
  return (
    <li className="rounded-xl border border-gray-200 p-4">
      <div className="flex items-center gap-3">
        <Avatar photoUrl={review.reviewer.profilePhotoUrl} initials={nameInitials(review.reviewer.name)} />
        <div className="flex min-w-0 flex-1 flex-col">
          {review.reviewer.name ? (
            <Link
              to={userPath(review.reviewer.id, i18n.language)}
              className="font-medium break-words text-gray-900 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {review.reviewer.name}
            </Link>
          ) : (
            <p className="font-medium break-words text-gray-900">{t('userProfile.reviews.deletedAuthor')}</p>
          )}
          <p className="text-sm text-gray-600">{Number.isNaN(when.getTime()) ? '' : formatDisplayDate(when)}</p>
        </div>
        <ReviewStars rating={review.rating} />
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-gray-800">{review.comment}</p>
      <ReviewReply review={review} />
    </li>
  );
}
