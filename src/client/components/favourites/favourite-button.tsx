import { SpriteIcon } from '@/client/components/icons/sprite';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { errorMessage } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { loginLink } from '@/client/lib/return-to';
import { useUser } from '@/client/lib/session';
import { toast } from '@/client/components/ui/use-toast';
import { useFavouriteIds } from './get-favourite-ids';
import { useSetFavourite } from './set-favourite';
import { withFavouriteIntent } from './favourite-param';

interface Props {
  itemId: number;
  className?: string;
}

/**
 * The heart of an item card and the item page (issue 26 §5): pressed when the user keeps the item. A tap saves or
 * lets go at once (optimistic); a visitor goes to the login and comes back here with the item saved.
 */
export function FavouriteButton({ itemId, className }: Props) {
  const { t, i18n } = useTranslation();
  const { user } = useUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const ids = useFavouriteIds(user?.id ?? null);
  const write = useSetFavourite(user?.id ?? 0);
  const saved = ids.has(itemId);
  const label = saved ? t('favourites.heart.remove') : t('favourites.heart.add');

  const onClick = () => {
    if (!user) {
      void navigate(loginLink(i18n.language, withFavouriteIntent(pathname, search, itemId)));
      return;
    }
    write.mutate(
      { itemId, saved: !saved },
      {
        onError: (err) => toast({ variant: 'destructive', title: errorMessage(err, t('favourites.heart.failed')) }),
      },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-gray-200 bg-white/95 text-gray-700 shadow-sm transition-colors hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        saved && 'text-red-600',
        className,
      )}
    >
      <SpriteIcon name="heart" className="h-5 w-5" fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}
