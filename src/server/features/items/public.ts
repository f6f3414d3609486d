// What other parts of the server may use of items (eslint.config.js allows only this module).
export { holdsItem } from './holds-item';
export { findItem, findItems, itemColumns, itemListed } from './queries';
export { toItem } from './serialize';
export { catalogueJobs } from './search/jobs';
export { firstBlockedOverlap } from './calendar';
export { calendarJobs } from './calendar-jobs';
// The search's own matching, for the saved searches' e-mails (issue 26 §5): they and browse agree.
export { searchPlans, toItemSearch } from './search/sql-search';
