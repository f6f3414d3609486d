// What other parts of the server may use of the data export (issue 27 §3).
export { dataExportJobs } from './jobs';
export { dataExportRoutes } from './routes';
export { cleanUpExports, deleteExportsOfUser } from './service';
