import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { errorMessage } from '@/client/lib/api-client';
import { localizedPath } from '@/client/lib/paths';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { useSetFavourite } from '@/client/components/favourites/set-favourite';
import { toast } from '@/client/components/ui/use-toast';
import { useFavourites } from '@/client/features/favourites/api/get-favourites';
import { ListStates } from '@/client/features/favourites/components/list-states';
import { FavouriteTile } from '@/client/features/favourites/components/favourite-tile';

function FavouritesGrid({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const favourites = useFavourites(userId);
  const remove = useSetFavourite(userId);
  return (
    <ListStates query={favourites} texts="favourites" icon={Heart}>
      {(data) => (
        <>
          <p className="mt-6 text-sm font-medium text-gray-700">{t('favourites.page.count', { count: data.length })}</p>
          <ul className="mt-3 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {data.map((f) => (
              <li key={f.itemId}>
                <FavouriteTile
                  favourite={f}
                  removing={remove.isPending && remove.variables?.itemId === f.itemId}
                  onRemove={() =>
                    remove.mutate(
                      { itemId: f.itemId, saved: false },
                      {
                        onError: (err) =>
                          toast({ variant: 'destructive', title: errorMessage(err, t('favourites.heart.failed')) }),
                      },
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </ListStates>
  );
}

/** Favourites (issue 26 §5), at /favourites and /ulubione: the items the user keeps, the unavailable ones greyed. */
export default function FavouritesPage() {
  const { t, i18n } = useTranslation();
  return (
    <SignedInOnly
      framed
      className="max-w-6xl"
      title={t('favourites.page.title')}
      description={t('favourites.page.loginDescription')}
    >
      {(user) => (
        <>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-gray-700">{t('favourites.page.intro')}</p>
            <Link
              to={localizedPath('savedSearches', i18n.language)}
              className="shrink-0 font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {t('favourites.page.savedSearchesLink')}
            </Link>
          </div>
          <FavouritesGrid userId={user.id} />
        </>
      )}
    </SignedInOnly>
  );
}
