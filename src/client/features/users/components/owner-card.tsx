import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import type { PublicUser } from '@/shared/schemas/users';
import { MessageButton } from '@/client/components/message-button';
import { RatingFigure } from '@/client/components/item-rating';
import { PhoneVerifiedBadge, VerifiedBadge } from '@/client/components/verified-badge';
import { formatMonthYear, shownRating } from '@/client/lib/item-format';
import { userPath } from '@/client/lib/paths';
import { usePublicUserCard } from '@/client/features/users/api/get-public-user';
import { responseTimeText } from '@/client/features/users/utils/response-time';
import { OwnerAvatar, ownerInitials } from './owner-avatar';

/**
 * The owner card (spec 01 §2 Item detail): photo or initials, name, the identity badge (an approved check) and a
 * verified phone apart, average rating with one decimal and its review count (the published owner and renter reviews
 * about them), the response time from the owner's real answers ("new owner" without enough of them, decision 0047)
 * and member since (month and year; January 2023 when missing), the name a link to their public profile, and Contact owner for anyone
 * but the owner (`contactItemId` null): it opens the conversation about this item in the inbox.
 */
export function OwnerCard({ ownerId, contactItemId }: { ownerId: number; contactItemId: number | null }) {
  const { t } = useTranslation();
  const { data: owner, isPending, isError } = usePublicUserCard(ownerId);
  return (
    <section
      aria-labelledby="owner-title"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 p-5"
      data-testid="owner-card"
    >
      <h2 id="owner-title" className="text-xl font-semibold">
        {t('item.owner.title')}
      </h2>
      {isPending ? (
        // As tall as the details and the contact button that replace it (stacked on phones).
        <div aria-hidden className="h-82 animate-pulse rounded-md bg-gray-100 sm:h-33" />
      ) : isError ? (
        <p className="text-gray-700">{t('common.error')}</p>
      ) : owner === null ? (
        <p className="text-gray-700">{t('item.owner.deleted')}</p>
      ) : (
        <>
          <OwnerDetails owner={owner} />
          {contactItemId !== null && (
            <MessageButton
              target={{ itemId: contactItemId }}
              label={t('item.owner.contact')}
              size="default"
              className="self-start"
            />
          )}
        </>
      )}
    </section>
  );
}

function OwnerDetails({ owner }: { owner: PublicUser }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // The API names people by their first name and the surname's initial only (issue 26 §4): "Anna K.".
  const name =
    [owner.firstName, owner.lastName].filter((p) => p?.trim()).join(' ') || owner.username || t('item.owner.unknown');
  const rating = shownRating(owner.averageRating);
  // Said from the figure in the reader's language; without one (fewer than 3 answers) the owner is new.
  const responseKey = responseTimeText(owner.responseTimeMinutes);

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <OwnerAvatar photoUrl={owner.profilePhotoUrl} initials={ownerInitials(owner.firstName, owner.lastName, name)} />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to={userPath(owner.id, lang)}
            className="text-lg font-semibold break-words text-gray-900 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid="owner-profile-link"
          >
            {name}
          </Link>
          {owner.isVerified && <VerifiedBadge />}
          {owner.phoneVerified && <PhoneVerifiedBadge />}
        </p>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-gray-600">{t('item.owner.rating')}</dt>
            <dd className="flex items-center gap-1 font-medium text-gray-900">
              {rating === null ? (
                t('item.owner.noRating')
              ) : (
                <>
                  <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden />
                  <RatingFigure value={rating} count={owner.reviewCount} />
                </>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('item.owner.responseTime')}</dt>
            <dd className="font-medium text-gray-900" data-testid="owner-response-time">
              {responseKey === null ? t('trust.newOwner') : t(responseKey)}
            </dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('item.owner.memberSince')}</dt>
            <dd className="font-medium text-gray-900">{formatMonthYear(owner.createdAt, lang)}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
