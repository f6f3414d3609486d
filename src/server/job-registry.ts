import { calendarJobs, catalogueJobs } from '@/server/features/items/public';
import { damageJobs } from '@/server/features/damage/public';
import { dataExportJobs } from '@/server/features/data-export/public';
import { retentionJobs } from '@/server/features/retention/public';
import { kycJobs } from '@/server/features/kyc/public';
import { messageJobs } from '@/server/features/messages/public';
import { rentalJobs } from '@/server/features/rentals/public';
import { reviewJobs } from '@/server/features/reviews/public';
import { savedSearchJobs } from '@/server/features/saved-searches/public';
import { liveEventJobs } from '@/server/realtime/jobs';
import type { JobDefinition } from './jobs/types';
import { processJobs } from './process/jobs';

/**
 * Every queue and schedule of the app, each declared by its feature; jobs/runner.ts registers them all (server.ts
 * passes them in). It lives in the composition root, beside app.ts, because it imports the features.
 */
export const JOBS: readonly JobDefinition[] = [
  ...rentalJobs,
  ...processJobs,
  ...catalogueJobs,
  ...calendarJobs,
  ...messageJobs,
  ...liveEventJobs,
  ...reviewJobs,
  ...kycJobs,
  ...damageJobs,
  ...savedSearchJobs,
  ...dataExportJobs,
  ...retentionJobs,
];
