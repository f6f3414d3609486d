import { catalogueJobs } from '../features/items/search/jobs';
import { rentalJobs } from '../features/rentals/jobs';
import { deliveryJobs } from './deliveries';
import type { JobDefinition } from './types';

/** Every queue and schedule of the app, each declared by its feature; jobs/runner.ts registers them all. */
export const JOBS: readonly JobDefinition[] = [
  ...rentalJobs,
  ...deliveryJobs,
  ...catalogueJobs,
];
