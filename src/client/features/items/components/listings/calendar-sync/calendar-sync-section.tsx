import type { Item } from '@/shared/schemas/items';
import { useTranslation } from '@/client/i18n/use-translation';
import { CalendarImportForm } from './calendar-import-form';
import { FeedExport } from './feed-export';
import { syncFieldsOf } from './sync-fields';

/**
 * "Calendar sync" on the listing's management page (issue 26 §1), under the availability calendar: the item's
 * bookings in the owner's own calendar app (an iCal feed at a secret address), and another site's calendar read in.
 */
export function CalendarSyncSection({ item }: { item: Item }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="calendar-sync-title"
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="calendar-sync"
    >
      <div className="grid gap-1">
        <h2 id="calendar-sync-title" className="text-xl font-semibold">
          {t('owner.calendarSync.title')}
        </h2>
        <p className="text-sm text-gray-700">{t('owner.calendarSync.intro')}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <FeedExport itemId={item.id} icalUrl={syncFieldsOf(item).icalUrl} />
        <CalendarImportForm key={item.id} item={item} />
      </div>
    </section>
  );
}
