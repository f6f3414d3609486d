import { CalendarClock, Eye } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { reviewTypesFor } from '@/shared/domain/reviews';
import type { PendingReview } from '@/shared/schemas/reviews';
import { ItemPhoto } from '@/client/components/item-photo';
import { ReviewForm } from '@/client/features/reviews/components/review-form';
import { itemPath } from '@/client/lib/paths';
import { reviewDay, reviewDeadlineText } from '@/client/features/reviews/utils/review-dates';

/** One completed rental still to review: what, with whom, when, until when, and a form per type left to write. */
export function PendingReviewCard({ pending }: { pending: PendingReview }) {
  const { t, i18n } = useTranslation();
  const other = pending.otherParty.name;
  // Once I wrote one of mine, the rental's reviews are already published: "yours publishes both" no longer holds.
  const wroteAny = pending.remainingTypes.length < reviewTypesFor(pending.role).length;
  return (
    <li
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid={`pending-review-${pending.rentalId}`}
    >
      <div className="flex gap-4">
        <ItemPhoto
          src={pending.item.imageUrl ?? ''}
          className="h-20 w-20 shrink-0 rounded-lg object-cover sm:h-24 sm:w-24"
          loading="lazy"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold break-words text-gray-900">
            <Link to={itemPath(pending.item.id, i18n.language)} className="hover:underline">
              {pending.item.name}
            </Link>
          </h3>
          <p className="text-sm text-gray-700">
            {t(pending.role === 'renter' ? 'reviewsPage.pending.rentedFrom' : 'reviewsPage.pending.rentedBy', {
              name: other,
            })}
          </p>
          <p className="text-sm text-gray-700">
            {t('reviewsPage.pending.dates', { start: reviewDay(pending.startDate), end: reviewDay(pending.endDate) })}
          </p>
          <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800">
            <CalendarClock className="h-4 w-4 shrink-0" aria-hidden />
            {t('reviewsPage.pending.deadline', { deadline: reviewDeadlineText(pending.deadline) })}
          </p>
        </div>
      </div>
      {pending.otherPartyReviewed && !wroteAny && (
        <p className="mt-4 flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <Eye className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('reviewsPage.pending.otherReviewed', { name: other })}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-6">
        {pending.remainingTypes.map((type) => {
          const subject = type === 'item' ? pending.item.name : other;
          return (
            <section key={type} className="border-t border-gray-200 pt-4">
              <h4 className="mb-3 font-medium text-gray-900">{t(`reviews.form.title.${type}`, { subject })}</h4>
              <ReviewForm rentalId={pending.rentalId} reviewType={type} subject={subject} />
            </section>
          );
        })}
      </div>
    </li>
  );
}
