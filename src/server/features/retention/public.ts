// What other parts of the server may use of the retention schedule (issue 27 §4, docs/retention.md).
export { retentionJobs } from './jobs';
