import { useTranslation } from '@/client/i18n/use-translation';
import { toGrosze } from '@/shared/domain/pricing';
import { formatZl } from '@/client/lib/item-format';
import { costSplit } from '@/client/features/rentals/utils/damage-rules';

/**
 * Beside the estimated cost, as it is typed: the deposit is all the platform can pass on; the rest of the cost is the
 * owner's to pursue, since no insurer stands behind it (said plainly, issue 25 §2).
 */
export function DamageCostNote({ id, deposit, costText }: { id: string; deposit: string; costText: string }) {
  const { t, i18n } = useTranslation();
  const zl = (v: string) => formatZl(v, i18n.language);
  const split = costSplit(deposit, costText);
  const key = !split
    ? 'damage.cost.depositOnly'
    : toGrosze(split.unrecoverable) > 0
      ? 'damage.cost.beyond'
      : 'damage.cost.within';
  return (
    <p
      id={id}
      aria-live="polite"
      className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
      data-testid="damage-cost-note"
    >
      {t(key, {
        deposit: zl(deposit),
        recoverable: zl(split?.recoverable ?? '0'),
        rest: zl(split?.unrecoverable ?? '0'),
      })}
    </p>
  );
}
