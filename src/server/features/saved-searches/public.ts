// What other parts of the server may use of saved searches (eslint.config.js allows only this module).
export { savedSearchJobs } from './jobs';
