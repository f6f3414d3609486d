import type { JobDefinition } from '@/server/jobs/types';
import { sendSavedSearchEmails } from './digest';

export const SAVED_SEARCH_EMAILS_QUEUE = 'saved-search-emails';

/**
 * saved-search-emails, every hour from 8:00 to 20:00 (Warsaw): new items of each saved search, at most one e-mail a
 * day per search (digest.ts), never at night. Exclusive, not retried: a failed run's searches are due at the next.
 */
export const savedSearchJobs: JobDefinition[] = [
  {
    queue: SAVED_SEARCH_EMAILS_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 1800, deleteAfterSeconds: 86_400 },
    schedule: '5 8-20 * * *',
    run: async (deps, now, log) => {
      await sendSavedSearchEmails(deps, now, log);
    },
  },
];
