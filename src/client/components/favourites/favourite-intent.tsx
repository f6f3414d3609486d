import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { errorMessage } from '@/client/lib/api-client';
import { useUser } from '@/client/lib/session';
import { toast } from '@/client/components/ui/use-toast';
import { FAVOURITE_PARAM } from './favourite-param';
import { useSetFavourite } from './set-favourite';

/**
 * Completes a visitor's heart after the login (issue 26 §5): the login sends them back to the page they were on with
 * `?favourite=<id>`; once signed in, the item is saved and the parameter dropped from the address. In the layout, so
 * it works on any page with hearts (browse, home, the item page).
 */
export function FavouriteIntent() {
  const { t } = useTranslation();
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  const raw = params.get(FAVOURITE_PARAM);
  const write = useSetFavourite(user?.id ?? 0);
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!raw || !user || done.current === raw) return;
    done.current = raw;
    // Dropped once the save is answered: this component (loaded for the parameter) stays until then, so the save's
    // own callbacks run.
    const drop = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(FAVOURITE_PARAM);
          return next;
        },
        { replace: true },
      );
    const itemId = Number(raw);
    if (!Number.isInteger(itemId) || itemId <= 0) return drop();
    write.mutate(
      { itemId, saved: true },
      {
        onSuccess: () => toast({ title: t('favourites.heart.added') }),
        onError: (err) => toast({ variant: 'destructive', title: errorMessage(err, t('favourites.heart.failed')) }),
        onSettled: drop,
      },
    );
  }, [raw, user, setParams, write, t]);
  return null;
}
