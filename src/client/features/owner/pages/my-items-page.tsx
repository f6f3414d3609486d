import { LayoutGrid, PlusCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PrivateUser } from '@/shared/schemas/users';
import { Button } from '../../../components/ui/button';
import { localizedPath } from '../../../lib/paths';
import { useIncomingRentals } from '../api/get-incoming-rentals';
import { useMyItems } from '../api/get-my-items';
import { useMyRentals } from '../api/get-my-rentals';
import { DashboardStats } from '../components/dashboard-stats';
import { RentalTabs } from '../components/rental-tabs';
import { SignedInOnly } from '../../../components/signed-in-only';

function Dashboard({ user }: { user: PrivateUser }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const items = useMyItems(user.id);
  const incoming = useIncomingRentals(user.id);
  const rented = useMyRentals(user.id);
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
      {items.isPending ? (
        <p className="text-gray-700">{t('common.loading')}</p>
      ) : items.isError ? (
        <p className="text-red-700">{t('owner.listings.loadFailed')}</p>
      ) : (
        <DashboardStats items={items.data} rentals={incoming} />
      )}
      <section aria-labelledby="owner-rentals-title" className="flex min-w-0 flex-col gap-3">
        <h2 id="owner-rentals-title" className="text-xl font-semibold">
          {t('owner.rentals.title')}
        </h2>
        <RentalTabs incoming={incoming} rented={rented} />
      </section>
    </div>
  );
}

/** The owner's dashboard (spec 02 §2, /my-items and /moje-przedmioty). */
export default function MyItemsPage() {
  const { t } = useTranslation();
  return <SignedInOnly title={t('owner.dashboard.title')} description={t('owner.loginRequiredText')}>{(user) => <Dashboard user={user} />}</SignedInOnly>;
}
