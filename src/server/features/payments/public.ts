// What other parts of the server may use of payments (eslint.config.js allows only this module): the handlers of the
// effects it owns and its outboxes (composed by server/process/), the refund of money that arrived for a rental no
// longer payable and the deposits' due rule (the process layer), the provider's event handler (the test provider
// calls it in-process, decision 0030), and the jobs the registry runs.
export { paymentEffectHandlers } from './effects';
export { intentCancellationOutbox } from './intent-cancellations';
export { insertPayment } from './payment-state';
export {
  depositNotReleased,
  depositWithPlatform,
  refundOutbox,
  settleDamageDeposit,
  writeUnpaidRentalRefund,
  type DepositSplit,
} from './refunds';
export { payoutNotReleased, writeUpcomingPayout } from './payouts';
export { payoutOfRentalStatus } from './payout-status';
export { payoutOutbox, payoutReversalOutbox } from './payout-outbox';
export { runPayoutJob } from './payout-job';
export { handleProviderEvent } from './webhook';
