import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { RentalView } from '@/shared/schemas/rentals';
import { Avatar, nameInitials } from '@/client/components/avatar';
import { ItemRating } from '@/client/components/item-rating';
import { PhoneVerifiedBadge, VerifiedBadge } from '@/client/components/verified-badge';
import { formatMonthYear } from '@/client/lib/item-format';
import { userPath } from '@/client/lib/paths';

type Party = RentalView['owner'];

/**
 * The other party of a rental: photo or initials, name, the identity badge (an approved check) and a verified phone
 * apart, rating with its count, member since; the name opens their public profile (issue 26 §4).
 */
export function RentalPartyCard({ party, role }: { party: Party; role: 'owner' | 'renter' }) {
  const { t, i18n } = useTranslation();
  const name = `${party.firstName} ${party.lastName}`.trim();
  return (
    <section
      aria-labelledby="rental-party-title"
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="rental-party"
    >
      <h2 id="rental-party-title" className="text-sm font-semibold tracking-wide text-gray-600 uppercase">
        {t(`rentalPage.party.${role}`)}
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <Avatar photoUrl={party.profilePhotoUrl} initials={nameInitials(name)} className="h-14 w-14 text-lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <Link
              to={userPath(party.id, i18n.language)}
              className="text-lg font-semibold break-words text-gray-900 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              data-testid="rental-party-link"
            >
              {name}
            </Link>
            {party.isVerified && <VerifiedBadge />}
            {party.phoneVerified && <PhoneVerifiedBadge />}
          </p>
          <ItemRating rating={party.averageRating} count={party.reviewCount} />
          <p className="text-sm text-gray-700">
            {t('rentalPage.party.memberSince', { when: formatMonthYear(party.memberSince, i18n.language) })}
          </p>
        </div>
      </div>
    </section>
  );
}
