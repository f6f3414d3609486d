import { useTranslation } from '@/client/i18n/use-translation';
import { toGrosze, type PriceBreakdown } from '@/shared/domain/pricing';
import { formatZl } from '@/client/lib/item-format';

/**
 * The one breakdown of a rental's money with the same words on every screen (issue 19 §3): the item page's quote,
 * the checkout, the booking page and the receipt. The rental total is days × price + the booking fee (totalPrice);
 * the refundable deposit is its own line; "to pay now" is both together, what checkout charges (amountDue).
 */
export type Money = PriceBreakdown & {
  /** totalPrice + damageDeposit; computed when not given. */
  amountDue?: string;
};

export interface MoneyBreakdownProps {
  money: Money;
  /** What has been paid and refunded so far (the booking page, the receipt); hidden when absent or zero. */
  paid?: string;
  refunded?: string;
  /** The owner's share, shown to the owner. */
  ownerEarnings?: string;
  /** The last line's label: "to pay now" before a payment, "paid" on a receipt. */
  dueLabel?: 'toPayNow' | 'paid';
  className?: string;
  testId?: string;
}

export const amountDueOf = (m: Money) =>
  m.amountDue ?? ((toGrosze(m.totalPrice) + toGrosze(m.damageDeposit)) / 100).toFixed(2);

export function MoneyBreakdown({
  money,
  paid,
  refunded,
  ownerEarnings,
  dueLabel = 'toPayNow',
  className,
  testId = 'money-breakdown',
}: MoneyBreakdownProps) {
  const { t, i18n } = useTranslation();
  const zl = (v: string) => formatZl(v, i18n.language);
  const deposit = toGrosze(money.damageDeposit) > 0;
  return (
    <dl className={className ?? 'flex flex-col gap-1.5 text-sm'} data-testid={testId}>
      <Row
        label={t('money.rental')}
        hint={t('money.daysTimesPrice', { days: t('money.days', { count: money.days }), price: zl(money.pricePerDay) })}
        value={zl(money.subtotal)}
      />
      <Row label={t('money.bookingFee')} value={zl(money.bookingFee)} />
      <Row label={t('money.rentalTotal')} value={zl(money.totalPrice)} testId="money-rental-total" strong />
      {deposit && (
        <Row
          label={t('money.deposit')}
          hint={t('money.depositHint')}
          value={zl(money.damageDeposit)}
          testId="money-deposit"
        />
      )}
      <Row
        // Once paid, "to pay now" would mislead: the same amount is the total with the deposit.
        label={t(
          dueLabel === 'paid' ? 'money.paid' : paid && toGrosze(paid) > 0 ? 'money.totalWithDeposit' : 'money.toPayNow',
        )}
        value={zl(dueLabel === 'paid' && paid ? paid : amountDueOf(money))}
        testId="money-amount-due"
        total
      />
      {dueLabel !== 'paid' && paid && toGrosze(paid) > 0 && (
        <Row label={t('money.paid')} value={zl(paid)} testId="money-paid" />
      )}
      {refunded && toGrosze(refunded) > 0 && (
        <Row label={t('money.refunded')} value={zl(refunded)} testId="money-refunded" />
      )}
      {ownerEarnings && (
        <Row
          label={t('money.ownerEarnings')}
          hint={t('money.ownerEarningsHint')}
          value={zl(ownerEarnings)}
          testId="money-owner-earnings"
          strong
        />
      )}
    </dl>
  );
}

function Row({
  label,
  value,
  hint,
  strong,
  total,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  strong?: boolean;
  total?: boolean;
  testId?: string;
}) {
  const look = total
    ? 'mt-1 flex justify-between gap-3 border-t border-gray-300 pt-2 text-base font-semibold'
    : strong
      ? 'flex justify-between gap-3 font-medium'
      : 'flex justify-between gap-3';
  return (
    <div className={look} data-testid={testId}>
      <dt className="min-w-0 text-gray-800">
        <span>{label}</span>
        {hint && <span className="block text-xs font-normal text-gray-600">{hint}</span>}
      </dt>
      <dd className="shrink-0 text-right text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}
