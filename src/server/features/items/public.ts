// What other parts of the server may use of items (eslint.config.js allows only this module).
export { findItem } from './queries';
export { catalogueJobs } from './search/jobs';
