import { MessageCircleReply } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { Review } from '@/shared/schemas/reviews';

/** The reviewed party's public answer under a review, wherever the review is shown. Nothing without one. */
export function ReviewReply({ review }: { review: Pick<Review, 'reply' | 'target'> }) {
  const { t } = useTranslation();
  if (!review.reply) return null;
  return (
    <div className="mt-3 border-l-4 border-brand-200 bg-gray-50 p-3 text-sm" data-testid="review-reply">
      <p className="flex items-center gap-1.5 font-medium text-gray-900">
        <MessageCircleReply className="h-4 w-4" aria-hidden />
        {t('reviews.replyFrom', { name: review.target.name })}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-gray-800">{review.reply}</p>
    </div>
  );
}
