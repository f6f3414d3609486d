import { CalendarDays, Clock, MapPin, ShieldCheck, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { PublicProfile } from '@/shared/schemas/users';
import { Avatar, nameInitials } from '@/client/components/avatar';
import { RatingFigure } from '@/client/components/item-rating';
import { PhoneVerifiedBadge, VerifiedBadge } from '@/client/components/verified-badge';
import { formatMonthYear, shownRating } from '@/client/lib/item-format';
import { responseTimeText } from '@/client/features/users/utils/response-time';

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-gray-50 px-4 py-3">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="flex items-center gap-1.5 font-semibold text-gray-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function RoleRating({ rating }: { rating: PublicProfile['asOwner'] }) {
  const { t } = useTranslation();
  const value = shownRating(rating.averageRating);
  if (value === null || rating.reviewCount === 0)
    return <span className="font-normal text-gray-700">{t('userProfile.noRating')}</span>;
  return (
    <>
      <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden />
      <RatingFigure value={value} count={rating.reviewCount} />
    </>
  );
}

/**
 * The top of a public profile: photo or initials, the short name, the identity and phone badges, the city and since
 * when, then the ratings as owner and as renter and, for someone with listings, the response time (decision 0047:
 * "new owner" until there are enough answers to tell).
 */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation();
  const name = profile.name || t('userProfile.unnamed');
  const response = responseTimeText(profile.responseTimeMinutes);
  const showResponse = profile.listingsTotal > 0 || response !== null;
  return (
    <section
      aria-labelledby="profile-name"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="profile-header"
    >
      <div className="flex items-start gap-4 sm:gap-6">
        <Avatar
          photoUrl={profile.profilePhotoUrl}
          initials={nameInitials(name)}
          className="h-18 w-18 text-2xl sm:h-24 sm:w-24 sm:text-3xl"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <h1 id="profile-name" className="text-2xl font-bold break-words text-gray-900 sm:text-3xl">
            {name}
          </h1>
          {(profile.isVerified || profile.phoneVerified) && (
            <p className="flex flex-wrap gap-2">
              {profile.isVerified && <VerifiedBadge />}
              {profile.phoneVerified && <PhoneVerifiedBadge />}
            </p>
          )}
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700">
            {profile.city && (
              <span className="inline-flex items-center gap-1" data-testid="profile-city">
                <MapPin className="h-4 w-4 text-brand-700" aria-hidden />
                {profile.city}
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="h-4 w-4 text-brand-700" aria-hidden />
              {t('userProfile.memberSince', { when: formatMonthYear(profile.memberSince, i18n.language) })}
            </span>
          </p>
        </div>
      </div>
      <dl className={`mt-6 grid grid-cols-1 gap-3 ${showResponse ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        <Stat label={t('userProfile.asOwner')} testId="rating-as-owner">
          <RoleRating rating={profile.asOwner} />
        </Stat>
        <Stat label={t('userProfile.asRenter')} testId="rating-as-renter">
          <RoleRating rating={profile.asRenter} />
        </Stat>
        {showResponse && (
          <Stat label={t('userProfile.responseTime')} testId="profile-response-time">
            <Clock className="h-4 w-4 text-brand-700" aria-hidden />
            {response === null ? t('trust.newOwner') : t(response)}
          </Stat>
        )}
      </dl>
      <p className="mt-4 flex items-start gap-2 text-xs text-gray-600">
        <ShieldCheck className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
        {t('userProfile.privacy')}
      </p>
    </section>
  );
}
