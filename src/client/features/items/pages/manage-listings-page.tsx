import { ArrowLeft, PackageOpen, PlusCircle } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { PrivateUser } from '@/shared/schemas/users';
import { Button } from '@/client/components/ui/button';
import { localizedPath } from '@/client/lib/paths';
import { useMyItems } from '@/client/features/items/api/get-my-items';
import { ListingCard } from '@/client/features/items/components/listings/listing-card';
import { SignedInOnly } from '@/client/components/signed-in-only';

function EmptyListings() {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
      <PackageOpen className="h-12 w-12 text-brand-700" aria-hidden />
      <h2 className="text-lg font-semibold">{t('owner.listings.emptyTitle')}</h2>
      <p className="text-gray-700">{t('owner.listings.emptyText')}</p>
      <Button asChild>
        <Link to={localizedPath('rentOut', i18n.language)}>
          <PlusCircle className="h-4 w-4" aria-hidden />
          {t('owner.listings.addFirst')}
        </Link>
      </Button>
    </div>
  );
}

function Listings({ user }: { user: PrivateUser }) {
  const { t, i18n } = useTranslation();
  const items = useMyItems(user.id);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <Button asChild variant="ghost" className="self-start">
        <Link to={localizedPath('myItems', i18n.language)}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('owner.backToDashboard')}
        </Link>
      </Button>
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('owner.listings.title')}</h1>
        {items.data && <p className="text-gray-700">{t('owner.listings.count', { count: items.data.length })}</p>}
      </div>
      {items.isPending ? (
        <p className="text-gray-700">{t('common.loading')}</p>
      ) : items.isError ? (
        <p className="text-red-700">{t('owner.listings.loadFailed')}</p>
      ) : items.data.length === 0 ? (
        <EmptyListings />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('owner.listings.title')}>
          {items.data.map((item) => (
            <ListingCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The grid of my listings (spec 02 §2, /manage-listings and /zarzadzaj-ogloszeniami). */
export default function ManageListingsPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly title={t('owner.listings.title')} description={t('owner.loginRequiredText')}>
      {(user) => <Listings user={user} />}
    </SignedInOnly>
  );
}
