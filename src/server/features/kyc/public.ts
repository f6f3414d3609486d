// What other parts of the server may use of KYC (eslint.config.js allows only this module).
export { kycJobs } from './jobs';
export { deleteKycOfUser, removeKycDocuments } from './retention';
export { approvedIdentitySql } from './identity';
export { newDocumentKey } from './documents';
