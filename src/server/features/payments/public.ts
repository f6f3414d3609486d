// What other parts of the server may use of payments (eslint.config.js allows only this module): the refund effect
// of a cancellation and its after-commit attempt (rentals' one door), the provider's event handler (the test
// provider calls it in-process, decision 0030), and the jobs the registry runs.
export { paymentJobs } from './jobs';
export { attemptIntentCancellations, writeIntentCancellations } from './intent-cancellations';
export { attemptRefunds, writeCancellationRefunds } from './refunds';
export { handleProviderEvent } from './webhook';
