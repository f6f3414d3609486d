import { BadgeCheck, Phone } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';

/**
 * The identity badge beside a person's name (profile header, the item page's owner card, the booking page's party
 * card): one meaning everywhere, an approved identity check on record (`isVerified`, docs/decisions/0047).
 */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
      data-testid="identity-verified"
    >
      <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
      {t('trust.identityVerified')}
    </span>
  );
}

/** A verified phone number: said as such, apart from the identity badge (it checks a number, not a person). */
export function PhoneVerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800"
      data-testid="phone-verified"
    >
      <Phone className="h-3.5 w-3.5" aria-hidden />
      {t('trust.phoneVerified')}
    </span>
  );
}
