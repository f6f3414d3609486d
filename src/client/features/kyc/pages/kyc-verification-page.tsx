import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { PrivateUser } from '@/shared/schemas/users';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { Card, CardContent } from '@/client/components/ui/card';
import { errorMessage } from '@/client/lib/api-client';
import { useKycStatus } from '@/client/features/kyc/api/get-kyc-status';
import { useKycResubmission } from '@/client/features/kyc/api/get-resubmission';
import { KycForm } from '@/client/features/kyc/components/kyc-form';
import { KycStatusView } from '@/client/features/kyc/components/kyc-status-view';

function KycVerification({ user }: { user: PrivateUser }) {
  const { t } = useTranslation();
  const status = useKycStatus();
  // A rejected user asks for the form again; a successful submission returns to the status view.
  const [resubmitting, setResubmitting] = useState(false);
  const rejected = status.data?.verificationStatus === 'rejected';
  // A resubmission starts from the rejected one's text fields (issue 20 §5).
  const resubmission = useKycResubmission(status.data?.id ?? null, rejected && resubmitting);
  if (status.isPending || (rejected && resubmitting && resubmission.isPending))
    return <p className="mt-6 text-gray-700">{t('common.loading')}</p>;
  if (status.isError)
    return (
      <p role="alert" className="mt-6 text-red-700">
        {errorMessage(status.error, t('kyc.statusFailed'))}
      </p>
    );
  const showForm = status.data.verificationStatus === 'none' || (rejected && resubmitting);
  return (
    <div className="mt-6">
      {showForm ? (
        <Card>
          <CardContent className="pt-6">
            <KycForm
              user={user}
              // Without the previous fields (the call failed) the form starts as a first one would.
              previous={rejected ? (resubmission.data?.previous ?? null) : null}
              onSubmitted={() => setResubmitting(false)}
            />
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
