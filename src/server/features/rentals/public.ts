// What other parts of the server may use of rentals (eslint.config.js allows only this module): the one door for
// status changes, the overlap rule for availability, and the jobs the registry runs.
export { rentalJobs } from './jobs';
export { holdsItem } from './queries';
export { recordHistory, transitionRentals } from './transition';
