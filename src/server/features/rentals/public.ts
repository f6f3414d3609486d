// What other parts of the server may use of rentals (eslint.config.js allows only this module): the one door for
// status changes, the party guard, and the jobs the registry runs. (The overlap rule, holdsItem, is the items'.)
export { rentalJobs } from './jobs';
export { rentalEffectHandlers } from './effects';
export { rentalParty } from './party';
export { insertPastRentals, insertRequest, recordHistory, writeMove } from './transition';
