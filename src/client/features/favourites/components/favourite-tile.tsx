import { ImageOff, Trash2 } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { Favourite } from '@/shared/schemas/favourites';
import { ItemCard } from '@/client/components/item-card';
import { Button } from '@/client/components/ui/button';

interface Props {
  favourite: Favourite;
  onRemove: () => void;
  removing: boolean;
}

/**
 * One kept item: its card (with the heart) while it can be rented; greyed, with why and a remove button, once it
 * cannot: switched off by its owner (the card still opens the item) or deleted (only its name is left).
 */
export function FavouriteTile({ favourite, onRemove, removing }: Props) {
  const { t } = useTranslation();
  if (!favourite.unavailable && favourite.item) return <ItemCard item={favourite.item} />;
  return (
    <div className="flex h-full flex-col gap-3" data-testid="favourite-unavailable">
      <div className="flex-1 [&_img]:opacity-60 [&_img]:grayscale">
        {favourite.item ? (
          <ItemCard item={favourite.item} />
        ) : (
          <div className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
            <div className="flex aspect-[4/3] items-center justify-center bg-gray-100">
              <ImageOff className="h-10 w-10 text-gray-500" aria-hidden />
            </div>
            <p className="p-4 font-semibold break-words text-gray-900">{favourite.name}</p>
          </div>
        )}
      </div>
      <div className="flex flex-col items-start gap-2 rounded-lg bg-gray-100 p-3">
        <p className="text-sm text-gray-800">
          <span className="block font-semibold">{t('favourites.unavailable.badge')}</span>
          {favourite.reason === 'deleted'
            ? t('favourites.unavailable.deleted')
            : t('favourites.unavailable.switchedOff')}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={onRemove}
          disabled={removing}
          aria-label={t('favourites.unavailable.removeNamed', { name: favourite.name })}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('favourites.unavailable.remove')}
        </Button>
      </div>
    </div>
  );
}
