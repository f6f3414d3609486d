import { Banknote, Package, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Item } from '@/shared/schemas/items';
import type { RentalView } from '@/shared/schemas/rentals';
import { Button } from '../../../components/ui/button';
import { formatRating, formatWhole } from '../../../lib/item-format';
import { localizedPath } from '../../../lib/paths';
import { EarningsDialog } from './earnings-dialog';
import { averageRating, earningsPerItem, potentialEarnings } from './owner-stats';
import { reviewsPath } from './owner-paths';
import { StatCard } from './stat-card';

interface Props {
  items: Item[];
  rentals: { data: RentalView[] | undefined; isPending: boolean; isError: boolean };
}

/** The stat cards of spec 02 §2: total listings, average rating (one decimal), potential earnings with the details. */
export function DashboardStats({ items, rentals }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rating = averageRating(items);
  return (
    <section aria-label={t('owner.stats.label')} className="grid gap-4 sm:grid-cols-3">
      <StatCard icon={Package} label={t('owner.stats.totalListings')} value={formatWhole(items.length, lang)} testId="stat-total-listings">
        <Button asChild variant="link" className="h-auto">
          <Link to={localizedPath('manageListings', lang)}>{t('owner.stats.manageListings')}</Link>
        </Button>
      </StatCard>
      <StatCard icon={Star} label={t('owner.stats.averageRating')} value={rating === null ? t('owner.stats.noRating') : formatRating(rating, lang)} testId="stat-average-rating">
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
        <EarningsDialog rows={earningsPerItem(items, rentals.data ?? [])} loading={rentals.isPending} failed={rentals.isError} />
      </StatCard>
    </section>
  );
}
