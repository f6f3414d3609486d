import { MessageSquareText, PenLine, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { formatRating, shownRating } from '@/client/lib/item-format';
import { useReviewStats } from '@/client/features/reviews/api/get-review-stats';

function StatCard({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint?: string }) {
  // A <dl>'s groups may hold only <dt> and <dd>: the icon goes inside the term.
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-gray-600">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-semibold text-gray-900">{value}</dd>
      {hint && <dd className="text-xs text-gray-600">{hint}</dd>}
    </div>
  );
}

/** The page's three figures (spec 02 §2): my average rating with one decimal, reviews received and given. */
export function ReviewStats() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useReviewStats();
  if (isPending) return <div aria-hidden className="h-24 animate-pulse rounded-xl bg-gray-100" />;
  if (isError) return <p className="text-gray-700">{t('reviewsPage.stats.loadError')}</p>;
  const average = shownRating(data.averageRating);
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-testid="review-stats">
      <StatCard
        icon={<Star className="h-5 w-5" aria-hidden />}
        label={t('reviewsPage.stats.average')}
        value={average === null ? t('reviewsPage.stats.noRating') : formatRating(average, i18n.language)}
        hint={average === null ? undefined : t('reviewsPage.stats.ratingCount', { count: data.ratingCount })}
      />
      <StatCard
        icon={<MessageSquareText className="h-5 w-5" aria-hidden />}
        label={t('reviewsPage.stats.received')}
        value={String(data.received)}
      />
      <StatCard
        icon={<PenLine className="h-5 w-5" aria-hidden />}
        label={t('reviewsPage.stats.given')}
        value={String(data.given)}
      />
    </dl>
  );
}
