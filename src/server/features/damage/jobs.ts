import type { JobDefinition } from '@/server/jobs/types';
import { runDamageAnswers } from './reports';
import { runRentalPhotoRetention } from './retention';

export const DAMAGE_ANSWERS_QUEUE = 'damage-answers';
export const RENTAL_PHOTO_RETENTION_QUEUE = 'rental-photo-retention';

/**
 * - damage-answers, every minute: reports the renter left unanswered past DAMAGE_ANSWER_HOURS go to mediation;
 * - rental-photo-retention, nightly: the photos of rentals ended RENTAL_PHOTO_RETENTION_YEARS ago are deleted.
 * Exclusive, not retried: each run is idempotent and the next one does what a failed one did not.
 */
export const damageJobs: JobDefinition[] = [
  {
    queue: DAMAGE_ANSWERS_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 },
    schedule: '* * * * *',
    run: async (deps, now, log) => {
      await runDamageAnswers(deps, now, log);
    },
  },
  {
    queue: RENTAL_PHOTO_RETENTION_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 3600, deleteAfterSeconds: 86_400 },
    schedule: '40 3 * * *',
    run: async (deps, now, log) => {
      await runRentalPhotoRetention(deps, now, log);
    },
  },
];
