import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useParams } from 'react-router';
import type { PrivateUser } from '@/shared/schemas/users';
import { MoneyBreakdown } from '@/client/components/money-breakdown';
import { RentalReceipt } from '@/client/components/rental-receipt';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { Button } from '@/client/components/ui/button';
import { ApiError } from '@/client/lib/api-client';
import { localizedPath } from '@/client/lib/paths';
import { useRental } from '@/client/features/rentals/api/get-rental';
import { RentalHistory } from '@/client/features/rentals/components/rental-history';
import { RentalItemCard } from '@/client/features/rentals/components/rental-item-card';
import { RentalNotFound } from '@/client/features/rentals/components/rental-not-found';
import { RentalPartyCard } from '@/client/features/rentals/components/rental-party-card';
import { RentalStatusPanel } from '@/client/features/rentals/components/rental-status-panel';
import { RentalTerms } from '@/client/features/rentals/components/rental-terms';
import { DamageSection } from '@/client/features/rentals/components/damage/damage-section';
import { DepositStatus } from '@/client/features/rentals/components/damage/deposit-status';
import { HandoverSection } from '@/client/features/rentals/components/handover/handover-section';
import { OwnerPayout } from '@/client/features/rentals/components/damage/owner-payout';

/** A rental id from the URL (a positive int4), null otherwise. */
const parseRentalId = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

function RentalBooking({ id, user }: { id: number; user: PrivateUser }) {
  const { t, i18n } = useTranslation();
  const { data: rental, error, isPending, refetch, isFetching } = useRental(id);
  if (error instanceof ApiError && error.status === 404) return <RentalNotFound />;
  if (error)
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{t('rentalPage.loadFailed')}</h1>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          {t('rentalPage.retry')}
        </Button>
      </div>
    );
  if (isPending) return <p className="p-8 text-center text-gray-700">{t('common.loading')}</p>;

  const viewer = user.id === rental.ownerId ? 'owner' : 'renter';
  const other = viewer === 'owner' ? rental.renter : rental.owner;
  const otherName = `${other.firstName} ${other.lastName}`.trim();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <Link
        to={`${localizedPath('rentals', i18n.language)}${viewer === 'renter' ? '?tab=outgoing' : ''}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline print:hidden"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('rentalPage.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('rentalPage.title', { id: rental.id })}
      </h1>
      <p className="mt-1 text-gray-700">{t(`rentalPage.subtitle.${viewer}`, { name: otherName })}</p>

      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-6">
        <div className="lg:col-start-1 lg:row-start-1">
          <RentalItemCard rental={rental} otherName={otherName} />
        </div>
        <aside className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <RentalStatusPanel rental={rental} viewerId={user.id} viewer={viewer} />
          <section
            aria-labelledby="rental-money-title"
            className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <h2 id="rental-money-title" className="mb-3 text-lg font-semibold text-gray-900">
              {t('rentalPage.money.title')}
            </h2>
            <MoneyBreakdown
              money={rental}
              paid={rental.amountPaid}
              refunded={rental.refundedAmount}
              ownerEarnings={viewer === 'owner' ? rental.ownerEarnings : undefined}
            />
            <DepositStatus rental={rental} />
            <OwnerPayout rental={rental} />
          </section>
        </aside>
        <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-2 lg:gap-6">
          <RentalPartyCard party={other} role={viewer === 'owner' ? 'renter' : 'owner'} />
          <DamageSection rental={rental} viewer={viewer} />
          <HandoverSection rental={rental} viewer={viewer} />
          <RentalHistory history={rental.history} viewer={viewer} />
          <RentalTerms rental={rental} />
          <RentalReceipt rental={rental} />
        </div>
      </div>
    </div>
  );
}

/**
 * The booking page (issue 19 §1), at /wynajmy/{id} and /rentals/{id}, the same for both parties: the item, dates and
 * place, the other party, the money, the status with its history, the terms, what this party may do now, and the
 * receipt once paid. Anyone else gets the not-found screen (the API answers 404); a visitor, the login card.
 */
export default function RentalPage() {
  const { t } = useTranslation();
  const id = parseRentalId(useParams().id);
  return (
    <SignedInOnly title={t('rentalPage.loginTitle')} description={t('rentalPage.loginRequiredDescription')}>
      {(user) => (id === null ? <RentalNotFound /> : <RentalBooking id={id} user={user} />)}
    </SignedInOnly>
  );
}
