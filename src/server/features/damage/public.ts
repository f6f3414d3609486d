// What other parts of the server may use of handover and damage (issue 25).
export { damageJobs } from './jobs';
export { damageRoutes } from './routes';
export { damageAdminRoutes } from './admin-routes';
