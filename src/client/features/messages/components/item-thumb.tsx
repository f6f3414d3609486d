import { ItemPhoto } from '@/client/components/item-photo';
import { cn } from '@/client/lib/cn';
import { cardImageUrl, ITEM_PLACEHOLDER_IMAGE } from '@/client/lib/images';
import type { PublicPerson } from '@/shared/schemas/messages';
import { PersonAvatar } from './person-avatar';

/** The item's photo with the other party's avatar on its corner: what and who a conversation is about, at a glance. */
export function ItemThumb({
  imageUrl,
  person,
  className,
}: {
  imageUrl: string | null;
  person: PublicPerson;
  className?: string;
}) {
  return (
    <span className={cn('relative shrink-0', className)}>
      <ItemPhoto
        src={imageUrl ? cardImageUrl(imageUrl) : ITEM_PLACEHOLDER_IMAGE}
        fallbackSrc={imageUrl ?? undefined}
        className="h-full w-full rounded-lg bg-gray-100 object-cover"
        loading="lazy"
      />
      <PersonAvatar person={person} className="absolute -right-1.5 -bottom-1.5 h-6 w-6 text-[10px] ring-2 ring-white" />
    </span>
  );
}
