import { CalendarPlus, ChevronDown, Link2, RefreshCw } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useNewCalendarToken } from '@/client/features/items/api/new-calendar-token';
import { CopyAddress } from './copy-address';
import { webcalUrlOf } from './sync-fields';

/**
 * The item's iCal feed for the owner's phone or computer calendar: made on request, copied, subscribed to, and
 * replaced by a new secret after a confirmation (the old address stops working at once).
 */
export function FeedExport({ itemId, icalUrl }: { itemId: number; icalUrl: string | null }) {
  const { t } = useTranslation();
  const token = useNewCalendarToken(itemId);

  const make = (done: string | null) =>
    token.mutate(undefined, {
      onSuccess: () => done && toast({ title: t(done) }),
      onError: (e) =>
        toast({
          variant: 'destructive',
          title: t('common.error'),
          description: errorMessage(e, t('owner.calendarSync.export.createFailed')),
        }),
    });

  return (
    <div className="grid content-start gap-4" data-testid="ical-export">
      <div className="grid gap-1">
        <h3 className="font-semibold">{t('owner.calendarSync.export.title')}</h3>
        <p className="text-sm text-gray-700">{t('owner.calendarSync.export.text')}</p>
      </div>
      {icalUrl === null ? (
        <Button type="button" className="justify-self-start" disabled={token.isPending} onClick={() => make(null)}>
          <Link2 className="h-4 w-4" aria-hidden />
          {token.isPending ? t('owner.calendarSync.export.creating') : t('owner.calendarSync.export.create')}
        </Button>
      ) : (
        <>
          <CopyAddress url={icalUrl} />
          <Button asChild variant="secondary" className="justify-self-start">
            <a href={webcalUrlOf(icalUrl)}>
              <CalendarPlus className="h-4 w-4" aria-hidden />
              {t('owner.calendarSync.export.subscribe')}
            </a>
          </Button>
          <details className="group rounded-md border border-gray-200 text-sm text-gray-800">
            <summary className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2 font-medium text-gray-900">
              {t('owner.calendarSync.export.howTo')}
              <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <div className="grid gap-2 border-t border-gray-200 px-3 py-2">
              <ul className="grid list-disc gap-1 pl-5">
                <li>{t('owner.calendarSync.export.howToGoogle')}</li>
                <li>{t('owner.calendarSync.export.howToIphone')}</li>
              </ul>
              <p className="text-gray-700">{t('owner.calendarSync.export.howToDelay')}</p>
            </div>
          </details>
          <div className="grid gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            <p>{t('owner.calendarSync.export.secret')}</p>
            <ConfirmDialog
              icon={RefreshCw}
              label={t('owner.calendarSync.export.regenerate')}
              triggerProps={{ variant: 'outline', size: 'sm', className: 'justify-self-start' }}
              pending={token.isPending}
              title={t('owner.calendarSync.export.regenerateTitle')}
              description={t('owner.calendarSync.export.regenerateText')}
              cancelLabel={t('common.cancel')}
              confirmLabel={t('owner.calendarSync.export.regenerateConfirm')}
              onConfirm={() => make('owner.calendarSync.export.regenerated')}
            />
          </div>
        </>
      )}
    </div>
  );
}
