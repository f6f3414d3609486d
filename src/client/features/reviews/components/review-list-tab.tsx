import { Inbox } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import type { ReviewListKind } from '@/client/features/reviews/api/keys';
import { useReviewList } from '@/client/features/reviews/api/get-review-list';
import { ReviewCard } from './review-card';

/** One tab's reviews, newest first, a page at a time with "load more"; an empty state that says what comes here. */
export function ReviewListTab({ kind }: { kind: ReviewListKind }) {
  const { t } = useTranslation();
  const { data, isPending, isError, fetchNextPage, hasNextPage, isFetchingNextPage } = useReviewList(kind);
  if (isPending) return <div aria-hidden className="h-32 animate-pulse rounded-xl bg-gray-100" />;
  if (isError) return <p className="text-gray-700">{t('reviewsPage.loadError')}</p>;
  const reviews = data.pages.flatMap((p) => p.reviews);
  if (reviews.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center">
        <Inbox className="h-8 w-8 text-gray-400" aria-hidden />
        <p className="font-medium text-gray-900">{t(`reviewsPage.empty.${kind}.title`)}</p>
        <p className="max-w-md text-sm text-gray-700">{t(`reviewsPage.empty.${kind}.text`)}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {reviews.map((r) => (
          <ReviewCard key={r.id} review={r} kind={kind} />
        ))}
      </ul>
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
    </div>
  );
}
