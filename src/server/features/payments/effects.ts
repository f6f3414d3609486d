import type { EffectHandlers } from '@/server/effects/rental-process';
import { writeIntentCancellations } from './intent-cancellations';
import { askPayoutSetup, releasePayouts, schedulePayouts } from './payouts';
import { releaseDeposits, writeCancellationRefunds } from './refunds';

/**
 * The effects the payments feature owns (composed with the others in server/process/): the refund of a cancellation,
 * an open intent's cancellation, the deposit's release, the owner's payout (issue 24), and the charge, which no move
 * declares. Each writes its pending rows in the move's transaction and puts them on `fx`: they are sent once it commits.
 */
export const paymentEffectHandlers: Pick<
  EffectHandlers,
  'charge' | 'refund' | 'cancelIntent' | 'payout' | 'depositHold'
> = {
  async refund(_effect, { tx, fx, moved, actor, now }) {
    await writeCancellationRefunds(tx, fx, moved, actor, now);
  },
  async cancelIntent(_effect, { tx, fx, moved, now }) {
    fx.send('intentCancellations', await writeIntentCancellations(tx, moved, now));
  },
  async depositHold(effect, { tx, fx, moved, now }) {
    // `place`: the deposit is taken with the charge and held by the platform; nothing to write.
    if (effect.depositHold === 'release') await releaseDeposits(tx, fx, moved, now);
  },
  // The renter pays at the checkout (checkout.ts and the provider's webhook); a move that declared a charge would
  // have no card to charge, so declaring one is refused loudly rather than skipped.
  async charge() {
    throw new Error('no move charges the renter: the renter pays at the checkout');
  },
  async payout(effect, { tx, fx, config, moved, now }) {
    if (effect.payout === 'askSetup') await askPayoutSetup(tx, fx, config, moved);
    else if (effect.payout === 'schedule') await schedulePayouts(tx, moved, now);
    else await releasePayouts(tx, fx, moved, now);
  },
};
