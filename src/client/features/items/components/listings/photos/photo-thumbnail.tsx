import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronLeft, ChevronRight, GripVertical, ImageIcon, Loader2, Star, X } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { ItemPhoto } from '@/client/components/item-photo';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import type { PhotoEntry } from './photo-entry';
import { UploadProgress } from './upload-progress';

interface Props {
  entry: PhotoEntry;
  index: number;
  count: number;
  onRemove: () => void;
  /** Moves the photo to place `to`; `control` names the button used, to give the focus back to it. */
  onMove: (to: number, control: 'left' | 'right' | 'cover') => void;
}

const iconButton = 'h-8 w-8 rounded-full text-gray-700 hover:bg-gray-100 hover:text-gray-900';

/** One chosen photo: its preview, the cover mark on the first, the upload progress, its drag handle, move, cover and remove buttons. */
export function PhotoThumbnail({ entry, index, count, onRemove, onMove }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
  });
  const number = index + 1;
  const isCover = index === 0;
  return (
    <li
      ref={setNodeRef}
      data-photo-id={entry.id}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-lg border bg-white',
        isCover ? 'border-brand-600 ring-1 ring-brand-600' : 'border-gray-200',
        isDragging && 'z-10 shadow-lg',
      )}
    >
      <div className="relative aspect-square bg-gray-100">
        {entry.preview ? (
          <ItemPhoto
            src={entry.preview}
            fallbackSrc={entry.url ?? undefined}
            alt={t('listing.photos.photoAlt', { number })}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center text-gray-600">
            {entry.url === null ? (
              <Loader2 className="h-6 w-6 animate-spin" aria-hidden />
            ) : (
              <ImageIcon className="h-6 w-6" aria-hidden />
            )}
          </div>
        )}
        {isCover ? (
          <span className="absolute top-1.5 left-1.5 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
            {t('listing.photos.cover')}
          </span>
        ) : (
          <Button
            variant="secondary"
            size="icon"
            className="absolute top-1.5 left-1.5 h-8 w-8 rounded-full bg-white/90 shadow hover:text-brand-700"
            data-control="cover"
            onClick={() => onMove(0, 'cover')}
            aria-label={t('listing.photos.makeCover', { number })}
            title={t('listing.photos.makeCover', { number })}
          >
            <Star className="h-4 w-4" aria-hidden />
          </Button>
        )}
        <Button
          variant="secondary"
          size="icon"
          className="absolute top-1.5 right-1.5 h-8 w-8 rounded-full bg-white/90 shadow"
          onClick={onRemove}
          aria-label={t('listing.photos.remove', { number })}
        >
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-1 border-b border-gray-100 px-1 py-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('listing.photos.dragHandle', { number })}
          className={cn(
            'inline-flex cursor-grab touch-none items-center justify-center active:cursor-grabbing',
            iconButton,
            'focus-visible:outline-2 focus-visible:outline-brand-600',
          )}
        >
          <GripVertical className="h-4 w-4" aria-hidden />
        </button>
        <div className="flex items-center">
          <Button
            variant="ghost"
            size="icon"
            className={iconButton}
            data-control="left"
            disabled={index === 0}
            onClick={() => onMove(index - 1, 'left')}
            aria-label={t('listing.photos.moveLeft', { number })}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className={iconButton}
            data-control="right"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1, 'right')}
            aria-label={t('listing.photos.moveRight', { number })}
          >
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
      <div className="px-2 py-1.5">
        {entry.progress !== null ? (
          <UploadProgress value={entry.progress} label={t('listing.photos.progressLabel', { number })} />
        ) : (
          <p className="text-xs text-gray-700">
            {!entry.url
              ? t('listing.photos.fetching')
              : entry.source === 'stored'
                ? t('listing.photos.uploaded')
                : t('listing.photos.fromUrl')}
          </p>
        )}
      </div>
    </li>
  );
}
