import { catalogueJobs } from '@/server/features/items/public';
import { kycJobs } from '@/server/features/kyc/public';
import { messageJobs } from '@/server/features/messages/public';
import { paymentJobs } from '@/server/features/payments/public';
import { rentalJobs } from '@/server/features/rentals/public';
import { reviewJobs } from '@/server/features/reviews/public';
import { liveEventJobs } from '@/server/realtime/jobs';
import { deliveryJobs } from './deliveries';
import type { JobDefinition } from './types';

/** Every queue and schedule of the app, each declared by its feature; jobs/runner.ts registers them all. */
export const JOBS: readonly JobDefinition[] = [
  ...rentalJobs,
  ...deliveryJobs,
  ...catalogueJobs,
  ...messageJobs,
  ...paymentJobs,
  ...liveEventJobs,
  ...reviewJobs,
  ...kycJobs,
];
