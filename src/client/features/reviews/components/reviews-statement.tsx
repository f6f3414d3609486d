import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { REVIEW_WINDOW_DAYS } from '@/shared/domain/reviews';
import { cn } from '@/client/lib/cn';

/**
 * How reviews are collected, published, ordered and turned into ratings (the EU Omnibus directive asks traders to say
 * so next to every list of reviews). The facts come from shared/domain/reviews.ts, which the server enforces.
 */
export function ReviewsStatement({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('reviews.statement.title')}
      data-testid="reviews-statement"
      className={cn('flex gap-3 rounded-xl bg-gray-50 p-4 text-sm text-gray-700', className)}
    >
      <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
      <div className="flex flex-col gap-1">
        <p className="font-medium text-gray-900">{t('reviews.statement.title')}</p>
        <p>{t('reviews.statement.source')}</p>
        <p>{t('reviews.statement.publication', { days: REVIEW_WINDOW_DAYS })}</p>
        <p>{t('reviews.statement.ratings')}</p>
      </div>
    </aside>
  );
}
