import { Banknote, Package, Star } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { MyItem } from '@/shared/schemas/items';
import { Button } from '@/client/components/ui/button';
import { formatRating, formatWhole } from '@/client/lib/item-format';
import { localizedPath, reviewsPath } from '@/client/lib/paths';
import { EarningsDialog } from './earnings-dialog';
import { averageRating, potentialEarnings } from './owner-stats';

import { StatCard } from './stat-card';

/**
 * The stat cards of spec 02 §2: total listings, average rating (one decimal), potential earnings with the details.
 * `items` is GET /api/users/me/items?includeDeleted=true: the figures count the listed ones. The earnings details
 * come from GET /api/earnings (the payouts), in the dialog.
 */
export function DashboardStats({ items: all }: { items: MyItem[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const items = all.filter((item) => !item.deleted);
  const rating = averageRating(items);
  return (
    <section aria-label={t('owner.stats.label')} className="grid gap-4 sm:grid-cols-3">
      <StatCard
        icon={Package}
        label={t('owner.stats.totalListings')}
        value={formatWhole(items.length, lang)}
        testId="stat-total-listings"
      >
        <Button asChild variant="link" className="h-auto">
          <Link to={localizedPath('manageListings', lang)}>{t('owner.stats.manageListings')}</Link>
        </Button>
      </StatCard>
      <StatCard
        icon={Star}
        label={t('owner.stats.averageRating')}
        value={rating === null ? t('owner.stats.noRating') : formatRating(rating, lang)}
        testId="stat-average-rating"
      >
        <Button asChild variant="link" className="h-auto">
          <Link to={reviewsPath(lang)}>{t('owner.stats.seeReviews')}</Link>
        </Button>
      </StatCard>
      <StatCard
        icon={Banknote}
        label={t('owner.stats.potentialEarnings')}
        value={`${formatWhole(potentialEarnings(items), lang)} zł`}
        testId="stat-potential-earnings"
      >
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <EarningsDialog />
          <Button asChild variant="link" className="h-auto">
            <Link to={localizedPath('earnings', lang)}>{t('owner.stats.earningsPage')}</Link>
          </Button>
        </div>
      </StatCard>
    </section>
  );
}
