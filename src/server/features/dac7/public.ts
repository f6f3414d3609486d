/** What other features use of DAC7: the seller's own tax data and notices, for their data export (GDPR art. 15). */
export { taxInformationForExport } from './export';
