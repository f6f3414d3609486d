import { EyeOff } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { Review } from '@/shared/schemas/reviews';
import { Avatar, nameInitials } from '@/client/components/avatar';
import { ReviewReply } from '@/client/features/reviews/components/review-reply';
import { ReviewStars } from '@/client/components/review-stars';
import { itemPath, userPath } from '@/client/lib/paths';
import type { ReviewListKind } from '@/client/features/reviews/api/keys';
import { reviewDay } from '@/client/features/reviews/utils/review-dates';
import { ReplyForm } from './reply-form';
import { ReportDialog } from './report-dialog';

/**
 * A review on the reviews page. Received: from whom, with a reply form (once) and a report action. Given: about
 * whom, marked "not published yet" while the other side has not written theirs and the window is open.
 */
export function ReviewCard({ review, kind }: { review: Review; kind: ReviewListKind }) {
  const { t, i18n } = useTranslation();
  const person = kind === 'received' ? review.reviewer : review.target;
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm" data-testid={`review-${review.id}`}>
      <div className="flex flex-wrap items-start gap-3">
        <Avatar photoUrl={person.profilePhotoUrl} initials={nameInitials(person.name)} />
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="font-medium text-gray-900">
            {person.name ? (
              <Link
                to={userPath(person.id, i18n.language)}
                className="underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t(kind === 'received' ? 'reviewsPage.card.from' : 'reviewsPage.card.about', { name: person.name })}
              </Link>
            ) : (
              t(kind === 'received' ? 'reviewsPage.card.from' : 'reviewsPage.card.about', { name: person.name })
            )}
          </p>
          <p className="text-sm break-words text-gray-600">
            {t(`reviews.types.${review.reviewType}`)} ·{' '}
            <Link to={itemPath(review.item.id, i18n.language)} className="text-brand-700 hover:underline">
              {review.item.name}
            </Link>
          </p>
        </div>
        <p className="text-sm text-gray-600">{reviewDay(review.publishedAt ?? review.createdAt)}</p>
      </div>
      <ReviewStars rating={review.rating} className="mt-3" />
      <p className="mt-2 whitespace-pre-line break-words text-gray-800">{review.comment}</p>
      {!review.published && (
        <div className="mt-3 flex flex-col gap-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex items-center gap-1.5 font-medium">
            <EyeOff className="h-4 w-4" aria-hidden />
            <span data-testid="review-unpublished">{t('reviewsPage.card.unpublished')}</span>
          </p>
          <p>{t('reviewsPage.card.unpublishedText')}</p>
        </div>
      )}
      <ReviewReply review={review} />
      {kind === 'received' && (
        <div className="mt-3 flex flex-wrap items-start justify-between gap-2">
          {!review.reply && <ReplyForm reviewId={review.id} />}
          <div className="ml-auto">
            <ReportDialog reviewId={review.id} />
          </div>
        </div>
      )}
    </li>
  );
}
