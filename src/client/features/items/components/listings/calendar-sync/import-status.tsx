import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import { warsawDateTime } from '@/shared/domain/dates';
import { useTranslation } from '@/client/i18n/use-translation';
import type { ImportStatus } from './sync-fields';

/** The saved import's last read: when it worked, or what went wrong (the days it blocked before stay blocked). */
export function ImportStatusLine({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  if (status.kind === 'none') return null;
  if (status.kind === 'failed')
    return (
      <div
        role="alert"
        className="flex gap-2 rounded-md bg-red-50 p-3 text-sm text-red-900"
        data-testid="ical-import-status"
      >
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <div className="grid gap-1">
          <p className="font-medium">
            {t('owner.calendarSync.import.failed', {
              reason: t(`owner.calendarSync.import.errors.${status.error}`),
            })}
          </p>
          <p>
            {status.at && t('owner.calendarSync.import.triedAt', { time: warsawDateTime(status.at) })}{' '}
            {t('owner.calendarSync.import.failedKeeps')}
          </p>
        </div>
      </div>
    );
  const read = status.kind === 'read';
  const Icon = read ? CheckCircle2 : Clock;
  return (
    <p className="flex gap-2 text-sm text-gray-800" data-testid="ical-import-status">
      <Icon className={read ? 'mt-0.5 h-4 w-4 shrink-0 text-green-700' : 'mt-0.5 h-4 w-4 shrink-0'} aria-hidden />
      <span>
        {read
          ? t('owner.calendarSync.import.lastRead', { time: warsawDateTime(status.at) })
          : t('owner.calendarSync.import.notReadYet')}{' '}
        {t('owner.calendarSync.import.hourly')}
      </span>
    </p>
  );
}
