import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrivateUser } from '@/shared/schemas/users';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { Card, CardContent } from '@/client/components/ui/card';
import { errorMessage } from '@/client/lib/api-client';
import { useKycStatus } from '@/client/lib/kyc-status';
import { KycForm } from '@/client/features/kyc/components/kyc-form';
import { KycStatusView } from '@/client/features/kyc/components/kyc-status-view';

function KycVerification({ user }: { user: PrivateUser }) {
  const { t } = useTranslation();
  const status = useKycStatus();
  // A rejected user asks for the form again; a successful submission returns to the status view.
  const [resubmitting, setResubmitting] = useState(false);
  if (status.isPending) return <p className="mt-6 text-gray-700">{t('common.loading')}</p>;
  if (status.isError)
    return (
      <p role="alert" className="mt-6 text-red-700">
        {errorMessage(status.error, t('kyc.statusFailed'))}
      </p>
    );
  const showForm =
    status.data.verificationStatus === 'none' || (status.data.verificationStatus === 'rejected' && resubmitting);
  return (
    <div className="mt-6">
      {showForm ? (
        <Card>
          <CardContent className="pt-6">
            <KycForm user={user} onSubmitted={() => setResubmitting(false)} />
          </CardContent>
        </Card>
      ) : (
        <KycStatusView status={status.data} onResubmit={() => setResubmitting(true)} />
      )}
    </div>
  );
}

/** /kyc-verification, /weryfikacja-kyc (spec 02 §2): the status of a submission, or the form. */
export default function KycVerificationPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly framed title={t('kyc.title')} description={t('kyc.loginRequired')}>
      {(user) => <KycVerification user={user} />}
    </SignedInOnly>
  );
}
