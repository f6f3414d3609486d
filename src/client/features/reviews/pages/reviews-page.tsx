import { useTranslation } from '@/client/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { ReviewsStatement } from '@/client/features/reviews/components/reviews-statement';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import type { ReviewListKind } from '@/client/features/reviews/api/keys';
import { PendingReviews } from '@/client/features/reviews/components/pending-reviews';
import { ReviewListTab } from '@/client/features/reviews/components/review-list-tab';
import { ReviewStats } from '@/client/features/reviews/components/review-stats';

function ReviewsOverview() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: ReviewListKind = params.get('tab') === 'given' ? 'given' : 'received';
  return (
    <div className="mt-6 flex flex-col gap-8">
      <ReviewStats />
      <PendingReviews />
      <section aria-labelledby="reviews-lists-title" className="flex flex-col gap-3">
        <h2 id="reviews-lists-title" className="sr-only">
          {t('reviewsPage.listsTitle')}
        </h2>
        <Tabs
          value={tab}
          onValueChange={(v) => setParams(v === 'given' ? { tab: v } : {}, { replace: true })}
          className="flex flex-col"
        >
          <TabsList>
            <TabsTrigger value="received">{t('reviewsPage.tabs.received')}</TabsTrigger>
            <TabsTrigger value="given">{t('reviewsPage.tabs.given')}</TabsTrigger>
          </TabsList>
          <TabsContent value="received">{tab === 'received' && <ReviewListTab kind="received" />}</TabsContent>
          <TabsContent value="given">{tab === 'given' && <ReviewListTab kind="given" />}</TabsContent>
        </Tabs>
      </section>
      <ReviewsStatement />
    </div>
  );
}

/**
 * Reviews (spec 02 §2, issue 13): my figures, the completed rentals I can still review, the reviews about me and
 * those I wrote (?tab=given opens the second), and how reviews work here (the Omnibus statement).
 */
export default function ReviewsPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly
      framed
      className="max-w-4xl"
      title={t('reviewsPage.title')}
      description={t('reviewsPage.loginRequiredDescription')}
    >
      {() => (
        <>
          <p className="mt-2 text-gray-700">{t('reviewsPage.subtitle')}</p>
          <ReviewsOverview />
        </>
      )}
    </SignedInOnly>
  );
}
