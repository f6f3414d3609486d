import type { JobDefinition } from '@/server/jobs/types';
import { sendUnreadNotices } from './unread-notice';

/** The queue of the e-mail about messages left unread (unread-notice.ts). */
export const UNREAD_MESSAGES_QUEUE = 'unread-messages';

/**
 * Every minute, so the e-mail leaves at most a minute after the tenth. Exclusive, not retried: the next run does what a
 * failed one did not (a message is marked only with its e-mail enqueued).
 */
export const messageJobs: JobDefinition[] = [
  {
    queue: UNREAD_MESSAGES_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 },
    schedule: '* * * * *',
    run: async (deps, now, log) => {
      await sendUnreadNotices(deps, now, log);
    },
  },
];
