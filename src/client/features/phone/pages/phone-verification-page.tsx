import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useNavigate } from 'react-router';
import { PhoneVerificationFlow } from '@/client/features/phone/components/phone-verification-flow';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { errorMessage } from '@/client/lib/api-client';
import { usePhoneStatus } from '@/client/features/phone/api/get-phone-status';

function VerifiedCard({ mobileNumber }: { mobileNumber: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card data-testid="phone-verified-card">
      <CardContent className="grid gap-4 pt-6">
        <p className="flex items-center gap-2 text-lg font-semibold text-brand-800">
          <BadgeCheck className="h-6 w-6" aria-hidden />
          {t('phone.alreadyVerified')}
        </p>
        <p className="text-sm text-gray-700">
          {t('phone.verifiedNumber')}{' '}
          <span className="font-medium text-gray-900" data-testid="phone-verified-number">
            {mobileNumber}
          </span>
        </p>
        <Button variant="outline" className="justify-self-start" onClick={() => void navigate(-1)}>
          {t('phone.goBack')}
        </Button>
      </CardContent>
    </Card>
  );
}

function PhoneVerification() {
  const { t } = useTranslation();
  const status = usePhoneStatus();
  if (status.isPending) return <p className="mt-6 text-gray-700">{t('common.loading')}</p>;
  if (status.isError)
    return (
      <p role="alert" className="mt-6 text-red-700">
        {errorMessage(status.error, t('phone.statusFailed'))}
      </p>
    );
  return (
    <div className="mt-6">
      {status.data.phoneVerified ? (
        <VerifiedCard mobileNumber={status.data.mobileNumber} />
      ) : (
        <Card>
          <CardContent className="pt-6">
            <PhoneVerificationFlow
              idPrefix="phone-page"
              mobileNumber={status.data.mobileNumber}
              onVerified={() => undefined}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/** /phone-verification, /weryfikacja-telefonu (spec 02 §2): the verified card, or the two steps. */
export default function PhoneVerificationPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly framed className="max-w-2xl" title={t('phone.title')} description={t('phone.loginRequired')}>
      {() => <PhoneVerification />}
    </SignedInOnly>
  );
}
