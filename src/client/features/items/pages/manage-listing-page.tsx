import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useParams } from 'react-router';
import type { PrivateUser } from '@/shared/schemas/users';
import { Button } from '@/client/components/ui/button';
import { ApiError } from '@/client/lib/api-client';
import { localizedPath } from '@/client/lib/paths';
import { useOwnedItem } from '@/client/features/items/api/get-item';
import { DeleteListingSection } from '@/client/features/items/components/listings/delete-listing-section';
import { AvailabilityCalendar } from '@/client/features/items/components/listings/calendar/availability-calendar';
import { CalendarSyncSection } from '@/client/features/items/components/listings/calendar-sync/calendar-sync-section';
import { ListingDetails } from '@/client/features/items/components/listings/listing-details';
import { ListingEditor } from '@/client/features/items/components/listings/editor/listing-editor';
import { OwnerItemNotFound } from '@/client/features/items/components/listings/owner-item-not-found';
import { SignedInOnly } from '@/client/components/signed-in-only';

const idOf = (param: string | undefined) => (param && /^\d{1,10}$/.test(param) ? Number(param) : NaN);

function ManageListing({ user, id }: { user: PrivateUser; id: number }) {
  const { t, i18n } = useTranslation();
  const item = useOwnedItem(id);
  const [editing, setEditing] = useState(false);

  if (!Number.isInteger(id) || id <= 0) return <OwnerItemNotFound />;
  if (item.isPending) return <p className="p-8 text-center text-gray-700">{t('common.loading')}</p>;
  // Someone else's listing is "not found" too: this page is only for the owner (the server checks it again on save).
  if (
    (item.isError && item.error instanceof ApiError && item.error.status === 404) ||
    (item.data && item.data.ownerId !== user.id)
  )
    return <OwnerItemNotFound />;
  if (item.isError) return <p className="p-8 text-center text-red-700">{t('owner.manage.loadFailed')}</p>;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:py-12">
      <Button asChild variant="ghost" className="self-start">
        <Link to={localizedPath('manageListings', i18n.language)}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('owner.manage.back')}
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight">{t('owner.manage.title')}</h1>
      {editing ? (
        <ListingEditor key={item.data.updatedAt} item={item.data} onDone={() => setEditing(false)} />
      ) : (
        <ListingDetails item={item.data} onEdit={() => setEditing(true)} />
      )}
      <AvailabilityCalendar itemId={item.data.id} userId={user.id} />
      <CalendarSyncSection item={item.data} />
      <DeleteListingSection item={item.data} />
    </div>
  );
}

/**
 * Managing one of my listings (spec 02 §2, /manage-listing/{id}): view and edit modes, availability and calendar sync,
 * delete.
 */
export default function ManageListingPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <SignedInOnly title={t('owner.manage.title')} description={t('owner.loginRequiredText')}>
      {(user) => <ManageListing user={user} id={idOf(id)} />}
    </SignedInOnly>
  );
}
