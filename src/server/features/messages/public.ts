// What other parts of the server may use of messaging (eslint.config.js allows only this module): the jobs the
// registry runs.
export { messageJobs } from './jobs';
