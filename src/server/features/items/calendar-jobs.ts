import { todayIso } from '@/shared/domain/dates';
import type { JobDefinition } from '@/server/jobs/types';
import { runCalendarImports } from './ical';

export const CALENDAR_IMPORT_QUEUE = 'calendar-import';

/**
 * Every 10 minutes, the external calendars not read for an hour (ICAL_REFRESH_MS) are read again: each address about
 * hourly, a new one within minutes if the owner's save could not read it. Exclusive, not retried: the next run does it.
 */
export const calendarJobs: JobDefinition[] = [
  {
    queue: CALENDAR_IMPORT_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 3600 },
    schedule: '*/10 * * * *',
    run: async (deps, now, log) => {
      await runCalendarImports(deps, now, todayIso(now), log);
    },
  },
];
