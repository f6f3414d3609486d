import { MessageCircleReply } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { Review } from '@/shared/schemas/reviews';
import { Avatar, nameInitials } from '@/client/components/avatar';
import { formatDisplayDate } from '@/client/lib/format';
import { userPath } from '@/client/lib/paths';
import { ReviewStars } from '@/client/components/review-stars';

/**
 * One published review about the person: its author (short name, a link to their profile; a deleted account named
 * as such, without a link), the role it is about, the date, the stars, the text and the person's reply.
 */
export function ProfileReview({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const author = review.reviewer;
  const name = author.name || t('userProfile.reviews.deletedAuthor');
  const when = new Date(review.publishedAt ?? review.createdAt);
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm" data-testid="profile-review">
      <div className="flex items-start gap-3">
        <Avatar photoUrl={author.profilePhotoUrl} initials={nameInitials(name)} />
        <div className="flex min-w-0 flex-1 flex-col">
          {author.name ? (
            <Link
              to={userPath(author.id, i18n.language)}
              className="font-medium break-words text-gray-900 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {name}
            </Link>
          ) : (
            <span className="font-medium text-gray-700">{name}</span>
          )}
          <p className="text-sm text-gray-600">{Number.isNaN(when.getTime()) ? '' : formatDisplayDate(when)}</p>
        </div>
        <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
          {t(`userProfile.reviews.about.${review.reviewType === 'renter' ? 'renter' : 'owner'}`)}
        </span>
      </div>
      <div className="mt-3">
        <ReviewStars rating={review.rating} />
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-gray-800">{review.comment}</p>
      {review.reply && (
        <div className="mt-3 border-l-4 border-brand-200 bg-gray-50 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-medium text-gray-900">
            <MessageCircleReply className="h-4 w-4" aria-hidden />
            {t('reviews.replyFrom', { name: review.target.name })}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-gray-800">{review.reply}</p>
        </div>
      )}
    </li>
  );
}
