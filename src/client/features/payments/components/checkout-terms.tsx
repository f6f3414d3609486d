import { Scale } from 'lucide-react';
import { COMPLAINT_ANSWER_DAYS } from '@/shared/domain/legal';
import { toGrosze } from '@/shared/domain/pricing';
import { shortName } from '@/shared/domain/person-name';
import { DEPOSIT_RELEASE_HOURS } from '@/shared/domain/rental-status';
import type { RentalView } from '@/shared/schemas/rentals';
import { LegalLink } from '@/client/components/legal-link';
import { useTranslation } from '@/client/i18n/use-translation';
import { formatZl } from '@/client/lib/item-format';
import { useCompany } from '@/client/lib/legal-info';

/**
 * The terms that apply to this rental and the consumer information, before the pay button (issue 27 §2): the
 * cancellation terms fixed at the request, the deposit's return, who the contract is with and the platform's part,
 * the right of withdrawal that does not apply to a service on given dates, how to complain, and what paying accepts.
 */
export function CheckoutTerms({ rental }: { rental: RentalView }) {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  const deposit = toGrosze(rental.damageDeposit) > 0;
  return (
    <section
      aria-labelledby="checkout-terms-title"
      data-testid="checkout-terms"
      className="rounded-xl border border-gray-200 bg-white p-4 text-sm shadow-sm sm:p-5"
    >
      <h2 id="checkout-terms-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Scale className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
        {t('checkout.terms.title')}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="font-medium text-gray-900">{t('item.cancellation')}</dt>
          <dd className="text-gray-700">{t(`item.cancellationTerms.${rental.cancellationTerms}`)}</dd>
        </div>
        <div>
          <dt className="font-medium text-gray-900">{t('money.deposit')}</dt>
          <dd className="text-gray-700">
            {deposit
              ? t('checkout.terms.deposit', {
                  amount: formatZl(rental.damageDeposit, i18n.language),
                  hours: DEPOSIT_RELEASE_HOURS,
                })
              : t('checkout.terms.noDeposit')}
          </dd>
        </div>
      </dl>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-gray-700">
        <li>
          {t('checkout.terms.contract', {
            owner: shortName(rental.owner.firstName, rental.owner.lastName),
            company: company?.name ?? t('common.appName'),
          })}
        </li>
        <li>{t('checkout.terms.noWithdrawal')}</li>
        <li>{t('checkout.terms.complaints', { email: company?.email ?? '', days: COMPLAINT_ANSWER_DAYS })}</li>
      </ul>
      <p className="mt-3 font-medium text-gray-900" data-testid="checkout-terms-acceptance">
        {t('checkout.terms.acceptBefore')}
        <LegalLink route="terms">{t('checkout.terms.termsLink')}</LegalLink>
        {t('checkout.terms.acceptAnd')}
        <LegalLink route="privacy">{t('checkout.terms.privacyLink')}</LegalLink>
        {t('checkout.terms.acceptAfter')}
      </p>
    </section>
  );
}
