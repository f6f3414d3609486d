import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { errorMessage } from '@/client/lib/api-client';
import { localizedPath } from '@/client/lib/paths';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { useSavedSearches } from '@/client/components/favourites/get-saved-searches';
import { toast } from '@/client/components/ui/use-toast';
import { useDeleteSavedSearch } from '@/client/features/favourites/api/delete-saved-search';
import { ListStates } from '@/client/features/favourites/components/list-states';
import { SavedSearchRow } from '@/client/features/favourites/components/saved-search-row';

function SavedSearchList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const searches = useSavedSearches(userId);
  const remove = useDeleteSavedSearch();
  return (
    <ListStates query={searches} texts="savedSearches" icon={BellRing}>
      {(data) => (
        <ul className="mt-6 flex flex-col gap-3">
          {data.map((s) => (
            <SavedSearchRow
              key={s.id}
              search={s}
              deleting={remove.isPending && remove.variables === s.id}
              onDelete={() =>
                remove.mutate(s.id, {
                  onSuccess: () => toast({ title: t('savedSearches.row.deleted') }),
                  onError: (err) =>
                    toast({ variant: 'destructive', title: errorMessage(err, t('savedSearches.row.deleteFailed')) }),
                })
              }
            />
          ))}
        </ul>
      )}
    </ListStates>
  );
}

/** Saved searches (issue 26 §5), at /saved-searches and /zapisane-wyszukiwania: each in words, its results, delete. */
export default function SavedSearchesPage() {
  const { t, i18n } = useTranslation();
  return (
    <SignedInOnly
      framed
      className="max-w-3xl"
      title={t('savedSearches.page.title')}
      description={t('savedSearches.page.loginDescription')}
    >
      {(user) => (
        <>
          <p className="mt-2 text-gray-700">{t('savedSearches.page.intro')}</p>
          {/* The e-mails go only to a confirmed address (decision 0069). */}
          {!user.emailVerified && (
            <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t('savedSearches.page.confirmEmail')}
            </p>
          )}
          <Link
            to={localizedPath('favourites', i18n.language)}
            className="mt-2 inline-block font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {t('savedSearches.page.favouritesLink')}
          </Link>
          <SavedSearchList userId={user.id} />
        </>
      )}
    </SignedInOnly>
  );
}
