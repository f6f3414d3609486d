import type { EffectHandlers } from '@/server/effects/rental-process';
import { writeIntentCancellations } from './intent-cancellations';
import { releaseDeposits, writeCancellationRefunds } from './refunds';

/**
 * The effects the payments feature owns (composed with the others in server/process/): the refund of a cancellation,
 * an open intent's cancellation, the deposit's release, and the charge and the payout, which no move declares yet.
 * Each writes its pending rows in the move's transaction and puts them on `fx`: they are sent once it commits.
 */
export const paymentEffectHandlers: Pick<
  EffectHandlers,
  'charge' | 'refund' | 'cancelIntent' | 'payout' | 'depositHold'
> = {
  async refund(_effect, { tx, fx, moved, actor, now }) {
    fx.send('refunds', await writeCancellationRefunds(tx, moved, actor, now));
  },
  async cancelIntent(_effect, { tx, fx, moved, now }) {
    fx.send('intentCancellations', await writeIntentCancellations(tx, moved, now));
  },
  async depositHold(effect, { tx, fx, moved, now }) {
    // `place`: the deposit is taken with the charge and held by the platform; nothing to write.
    if (effect.depositHold === 'release') fx.send('refunds', await releaseDeposits(tx, moved, now));
  },
  // The renter pays at the checkout (checkout.ts and the provider's webhook); a move that declared a charge would
  // have no card to charge, so declaring one is refused loudly rather than skipped.
  async charge() {
    throw new Error('no move charges the renter: the renter pays at the checkout');
  },
  // Owners are paid out from issue 24 on; until then no move may declare a payout.
  async payout() {
    throw new Error('payouts do not exist yet (issue 24)');
  },
};
