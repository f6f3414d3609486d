import { Printer } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { warsawDateTime } from '@/shared/domain/dates';
import type { RentalView } from '@/shared/schemas/rentals';
import { MoneyBreakdown } from '@/client/components/money-breakdown';
import { Button } from '@/client/components/ui/button';
import { formatDisplayDate, parseIsoDate } from '@/client/lib/format';
import { useCompany } from '@/client/lib/legal-info';
import { formatNip } from '@/shared/domain/tax-numbers';

const day = (value: string) => {
  const date = parseIsoDate(value.slice(0, 10));
  return date ? formatDisplayDate(date) : value;
};

/**
 * The receipt of a paid rental (issue 19 §1, §4): item, dates, the amounts in the one breakdown's words, the method
 * and the time of payment, and who issues it (the company that runs the site, issue 27 §1); printable (the print style
 * hides everything but the receipt). Shown on the booking page and the payment-success screen; the same figures go out
 * by e-mail.
 */
export function RentalReceipt({ rental }: { rental: RentalView }) {
  const { t } = useTranslation();
  const company = useCompany();
  if (rental.paymentStatus === 'unpaid') return null;
  return (
    <section
      aria-labelledby={`receipt-${rental.id}`}
      className="receipt flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="rental-receipt"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`receipt-${rental.id}`} className="text-lg font-semibold text-gray-900">
          {t('receipt.title')}
        </h2>
        <Button type="button" variant="outline" size="sm" className="print:hidden" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden />
          {t('receipt.print')}
        </Button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {company && (
          <>
            <dt className="text-gray-600">{t('receipt.issuer')}</dt>
            <dd className="text-gray-900" data-testid="receipt-issuer">
              <span className="block font-medium">{company.name}</span>
              <span className="block">{company.address.split('\n').join(', ')}</span>
              {company.nip && (
                <span className="block">
                  {t('company.nip')}: {formatNip(company.nip)}
                </span>
              )}
            </dd>
          </>
        )}
        <dt className="text-gray-600">{t('receipt.number')}</dt>
        <dd className="text-gray-900">#{rental.id}</dd>
        <dt className="text-gray-600">{t('receipt.item')}</dt>
        <dd className="font-medium break-words text-gray-900">{rental.item.name}</dd>
        <dt className="text-gray-600">{t('receipt.dates')}</dt>
        <dd className="text-gray-900">
          {day(rental.startDate)} – {day(rental.endDate)}
        </dd>
        {rental.paymentMethod && (
          <>
            <dt className="text-gray-600">{t('receipt.method')}</dt>
            <dd className="text-gray-900">{t(`receipt.methods.${rental.paymentMethod}`)}</dd>
          </>
        )}
        {rental.paidAt && (
          <>
            <dt className="text-gray-600">{t('receipt.paidAt')}</dt>
            <dd className="text-gray-900">{warsawDateTime(rental.paidAt)}</dd>
          </>
        )}
      </dl>
      <MoneyBreakdown
        money={rental}
        paid={rental.amountPaid}
        refunded={rental.refundedAmount}
        dueLabel="paid"
        testId="receipt-money"
      />
    </section>
  );
}
