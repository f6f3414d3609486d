// What other parts of the server may use of items (eslint.config.js allows only this module).
export { holdsItem } from './holds-item';
export { findItem, findItems, itemListed } from './queries';
export { toItem } from './serialize';
export { catalogueJobs } from './search/jobs';
export { firstBlockedOverlap } from './calendar';
export { calendarJobs } from './calendar-jobs';
