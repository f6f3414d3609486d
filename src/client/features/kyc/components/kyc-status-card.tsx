import { BadgeCheck, ChevronRight, Clock, ShieldQuestion, XCircle } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Card, CardContent } from '@/client/components/ui/card';
import { useKycStatus } from '@/client/features/kyc/api/get-kyc-status';
import { localizedPath } from '@/client/lib/paths';

const LOOK = {
  none: { icon: ShieldQuestion, badge: 'bg-gray-100 text-gray-800' },
  pending: { icon: Clock, badge: 'bg-amber-100 text-amber-900' },
  approved: { icon: BadgeCheck, badge: 'bg-brand-50 text-brand-800' },
  rejected: { icon: XCircle, badge: 'bg-red-100 text-red-800' },
} as const;

/** The profile's identity verification card (spec 02 §2): only none and rejected lead to the KYC form. */
export function KycStatusCard() {
  const { t, i18n } = useTranslation();
  const status = useKycStatus();
  if (!status.data) return null;
  const raw = status.data.verificationStatus;
  const state = raw in LOOK ? raw : 'pending';
  const { icon: Icon, badge } = LOOK[state];
  const actionable = state === 'none' || state === 'rejected';
  return (
    <Card data-testid="kyc-card" data-status={state}>
      <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center">
        <Icon className="h-8 w-8 shrink-0 text-gray-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">{t('kyc.card.title')}</h2>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge}`}>{t(`kyc.card.${state}`)}</span>
          </div>
          <p className="mt-1 text-sm break-words text-gray-700">
            {t(`kyc.card.${state}Description`, { reason: status.data.rejectionReason ?? '' })}
          </p>
        </div>
        {actionable && (
          <Link
            to={localizedPath('kycVerification', i18n.language)}
            className="inline-flex h-10 shrink-0 items-center gap-1 self-start rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:self-center"
          >
            {t(state === 'none' ? 'kyc.card.start' : 'kyc.card.resubmit')}
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
