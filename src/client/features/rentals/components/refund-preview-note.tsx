import { useTranslation } from '@/client/i18n/use-translation';
import { formatZl } from '@/client/lib/item-format';
import { useRefundPreview } from '@/client/features/rentals/api/get-refund-preview';

/**
 * In the renter's cancel dialog of a paid rental (issue 12): the exact refund by the item's cancellation terms now,
 * split into the rental price, the booking fee and the deposit, before they confirm.
 */
export function RefundPreviewNote({ rentalId }: { rentalId: number }) {
  const { t, i18n } = useTranslation();
  const preview = useRefundPreview(rentalId);
  const zl = (v: string) => formatZl(v, i18n.language);
  if (preview.isPending)
    return (
      <p className="text-sm text-gray-700" role="status">
        {t('rentals.refund.loading')}
      </p>
    );
  if (preview.isError) return <p className="text-sm text-red-700">{t('rentals.refund.loadFailed')}</p>;
  const { refund, rentalPart, fee, deposit, rule } = preview.data;
  return (
    <div className="rounded-lg bg-gray-50 p-3 text-sm" data-testid="refund-preview">
      <p className="font-semibold text-gray-900">{t('rentals.refund.total', { amount: zl(refund) })}</p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-gray-700">
        <dt>{t('rentals.refund.rentalPart')}</dt>
        <dd className="text-right tabular-nums">{zl(rentalPart)}</dd>
        <dt>{t('rentals.refund.fee')}</dt>
        <dd className="text-right tabular-nums">{zl(fee)}</dd>
        <dt>{t('rentals.refund.deposit')}</dt>
        <dd className="text-right tabular-nums">{zl(deposit)}</dd>
      </dl>
      <p className="mt-2 text-gray-700">{t(`rentals.refund.rules.${rule}`)}</p>
    </div>
  );
}
