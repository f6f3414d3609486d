import { BadgeCheck, Mail, Pencil, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { MEMBER_SINCE_FALLBACK_YEAR } from '@/shared/constants/limits';
import type { PrivateUser } from '@/shared/schemas/users';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { RatingFigure } from '@/client/components/item-rating';
import { VerifiedBadge } from '@/client/components/verified-badge';
import { shownRating } from '@/client/lib/item-format';
import { initialsOf, ProfileAvatar } from './profile-avatar';

export function displayName(user: PrivateUser) {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.email.split('@')[0];
}

function memberSince(createdAt: string) {
  const year = new Date(createdAt).getFullYear();
  return Number.isFinite(year) ? year : MEMBER_SINCE_FALLBACK_YEAR;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-gray-100 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-gray-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** View mode: photo, name, contact details, average rating ('no rating' while nothing is rated), member-since year and account status. */
export function ProfileDetails({
  user,
  onEdit,
  verifyPhone,
}: {
  user: PrivateUser;
  onEdit: () => void;
  /** The phone feature's Verify button, shown while the number is not verified (composed in app/routes). */
  verifyPhone: ReactNode;
}) {
  const { t } = useTranslation();
  const name = displayName(user);
  const rating = shownRating(user.averageRating);
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <ProfileAvatar photoUrl={user.profilePhotoUrl} initials={initialsOf(user)} name={name} />
          <div className="min-w-0 flex-1">
            <h2 className="text-xl font-semibold break-words" data-testid="profile-name">
              {name}
            </h2>
            {/* The same meaning as the identity card below and the owner card: an approved check (decision 0047). */}
            {user.isVerified && (
              <p className="mt-1" data-testid="profile-identity-verified">
                <VerifiedBadge />
              </p>
            )}
            <p className="text-sm text-gray-600">{t('profile.memberSince', { year: memberSince(user.createdAt) })}</p>
          </div>
          <Button variant="outline" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden />
            {t('profile.edit')}
          </Button>
        </div>
        <dl>
          <Row label={t('profile.email')}>
            <span className="flex min-w-0 items-center gap-2">
              <Mail className="h-4 w-4 shrink-0 text-gray-500" aria-hidden />
              <span className="min-w-0 break-all" data-testid="profile-email">
                {user.email}
              </span>
              {!user.emailVerified && (
                <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                  {t('profile.emailUnconfirmed')}
                </span>
              )}
            </span>
            {user.pendingEmail && (
              <p className="mt-1 text-sm text-gray-700" data-testid="profile-pending-email">
                {t('profile.pendingEmail', { email: user.pendingEmail })}
              </p>
            )}
          </Row>
          <Row label={t('profile.phone')}>
            <span className="inline-flex flex-wrap items-center gap-2">
              <Phone className="h-4 w-4 shrink-0 text-gray-500" aria-hidden />
              <span data-testid="profile-phone">{user.mobileNumber || t('profile.noPhone')}</span>
              {user.phoneVerified && (
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                  <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
                  {t('profile.verified')}
                </span>
              )}
              {!user.phoneVerified && verifyPhone}
            </span>
          </Row>
          <Row label={t('profile.averageRating')}>
            <span data-testid="profile-average-rating">
              {rating === null ? t('profile.noRating') : <RatingFigure value={rating} count={user.reviewCount} />}
            </span>
          </Row>
          <Row label={t('profile.memberSinceLabel')}>{memberSince(user.createdAt)}</Row>
          <Row label={t('profile.accountStatus')}>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {t('profile.statusActive')}
            </span>
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
