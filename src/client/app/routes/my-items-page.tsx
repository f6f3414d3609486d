import { LayoutGrid, PlusCircle } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { PrivateUser } from '@/shared/schemas/users';
import { Button } from '@/client/components/ui/button';
import { localizedPath } from '@/client/lib/paths';
import { useMyItems } from '@/client/features/items/api/get-my-items';
import { DashboardStats } from '@/client/features/items/components/listings/dashboard/dashboard-stats';
import { MyRentalsTabs } from '@/client/features/rentals/components/my-rentals-tabs';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { PayoutSetupBanner } from '@/client/features/payouts/components/payout-setup-banner';

function Dashboard({ user }: { user: PrivateUser }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const items = useMyItems(user.id, { includeDeleted: true });
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t('owner.dashboard.title')}</h1>
          <p className="text-gray-700">{t('owner.dashboard.subtitle')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <Link to={localizedPath('manageListings', lang)}>
              <LayoutGrid className="h-4 w-4" aria-hidden />
              {t('owner.dashboard.manageListings')}
            </Link>
          </Button>
          <Button asChild>
            <Link to={localizedPath('rentOut', lang)}>
              <PlusCircle className="h-4 w-4" aria-hidden />
              {t('owner.dashboard.addListing')}
            </Link>
          </Button>
        </div>
      </div>
      <PayoutSetupBanner />
      {items.isPending ? (
        <p className="text-gray-700">{t('common.loading')}</p>
      ) : items.isError ? (
        <p className="text-red-700">{t('owner.listings.loadFailed')}</p>
      ) : (
        <DashboardStats items={items.data} />
      )}
      <section aria-labelledby="owner-rentals-title" className="flex min-w-0 flex-col gap-3">
        <h2 id="owner-rentals-title" className="text-xl font-semibold">
          {t('owner.rentals.title')}
        </h2>
        <MyRentalsTabs userId={user.id} />
      </section>
    </div>
  );
}

/**
 * The owner's dashboard (spec 02 §2, /my-items and /moje-przedmioty): the figures of my listings and my rentals both
 * ways, so it composes the listings and rentals features here, in app/.
 */
export default function MyItemsPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly title={t('owner.dashboard.title')} description={t('owner.loginRequiredText')}>
      {(user) => <Dashboard user={user} />}
    </SignedInOnly>
  );
}
