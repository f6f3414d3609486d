import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useRef } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { PhotoThumbnail } from './photo-thumbnail';
import type { ListingPhotos } from './use-listing-photos';

/**
 * The chosen photos in order; the first one is the listing's cover. The order changes by dragging (mouse, touch, or
 * the keyboard on a photo's handle: dnd-kit's keyboard sensor) or with each photo's move and "make cover" buttons.
 */
export function PhotoList({ photos }: { photos: ListingPhotos }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  // A drag's first "over" is the photo's own place: saying so would drown the "picked up" announcement.
  const firstOver = useRef(false);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the thumbnail's buttons stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (photos.entries.length === 0) return null;

  const ids = photos.entries.map((e) => e.id);
  const numberOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      firstOver.current = true;
      return t('listing.photos.dragStart', { number: numberOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (firstOver.current) {
        firstOver.current = false;
        if (over?.id === active.id) return undefined;
      }
      return over
        ? t('listing.photos.dragOver', { number: numberOf(active.id), position: numberOf(over.id) })
        : undefined;
    },
    onDragEnd: ({ active, over }) =>
      t('listing.photos.dragEnd', { number: numberOf(active.id), position: numberOf(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('listing.photos.dragCancel', { number: numberOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) photos.move(Number(active.id), ids.indexOf(Number(over.id)));
  };
  /** A button move re-inserts the photo's element, which loses focus: it goes back to the same control, or its twin. */
  const moveAndRefocus = (id: number, to: number, control: 'left' | 'right' | 'cover') => {
    photos.move(id, to);
    requestAnimationFrame(() => {
      const item = listRef.current?.querySelector<HTMLElement>(`[data-photo-id="${id}"]`);
      const order = [control, control === 'left' ? 'right' : 'left', 'cover'];
      const target = order
        .map((c) => item?.querySelector<HTMLButtonElement>(`[data-control="${c}"]:not(:disabled)`))
        .find(Boolean);
      target?.focus();
    });
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm text-gray-700">{t('listing.photos.reorderHint')}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        // Five photos at most: measuring them all the time costs nothing and lets the first arrow key move at once.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('listing.photos.dragInstructions') } }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ul
            ref={listRef}
            aria-label={t('listing.photos.listLabel')}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5"
          >
            {photos.entries.map((entry, index) => (
              <PhotoThumbnail
                key={entry.id}
                entry={entry}
                index={index}
                count={photos.entries.length}
                onRemove={() => photos.remove(entry.id)}
                onMove={(to, control) => moveAndRefocus(entry.id, to, control)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </div>
  );
}
