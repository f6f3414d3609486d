import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { KycStatus } from '@/shared/schemas/kyc';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 border-t border-gray-100 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="min-w-0 text-sm break-words whitespace-pre-line text-gray-900 sm:col-span-2" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const LOOK = {
  pending: { icon: Clock, tone: 'bg-amber-50 text-amber-900' },
  approved: { icon: BadgeCheck, tone: 'bg-brand-50 text-brand-800' },
  rejected: { icon: XCircle, tone: 'bg-red-50 text-red-800' },
} as const;

/**
 * A submitted verification (spec 02 §2): pending is under review (24-48 h), approved is verified, rejected shows the
 * reason and leads back to the form. Any other status reads as pending (spec 02 §4).
 */
export function KycStatusView({ status, onResubmit }: { status: KycStatus; onResubmit: () => void }) {
  const { t, i18n } = useTranslation();
  const state =
    status.verificationStatus === 'approved' || status.verificationStatus === 'rejected'
      ? status.verificationStatus
      : 'pending';
  const { icon: Icon, tone } = LOOK[state];
  const names = [status.firstName, status.lastName].filter(Boolean).join(' ');
  return (
    <Card data-testid="kyc-status" data-status={state}>
      <CardContent className="grid gap-4 pt-6">
        <div className={`flex items-start gap-3 rounded-lg p-4 ${tone}`}>
          <Icon className="mt-0.5 h-6 w-6 shrink-0" aria-hidden />
          <div>
            <h2 className="text-lg font-semibold">{t(`kyc.${state}Title`)}</h2>
            <p className="text-sm">{t(`kyc.${state}Description`)}</p>
          </div>
        </div>
        <dl>
          {status.submittedAt && (
            <Row label={t('kyc.submittedAt')}>
              {new Date(status.submittedAt).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'pl-PL', {
                dateStyle: 'long',
                timeStyle: 'short',
              })}
            </Row>
          )}
          {status.documentType && (
            <Row label={t('kyc.documentTypeLabel')}>{t(`kyc.documentTypes.${status.documentType}`)}</Row>
          )}
          {names && <Row label={t('kyc.names')}>{names}</Row>}
          {state === 'rejected' && status.rejectionReason && (
            <Row label={t('kyc.rejectionReason')} testId="kyc-rejection-reason">
              {status.rejectionReason}
            </Row>
          )}
          {status.verificationNotes && (
            <Row label={t('kyc.verificationNotes')} testId="kyc-notes">
              {status.verificationNotes}
            </Row>
          )}
        </dl>
        {state === 'rejected' && (
          <Button className="justify-self-start" onClick={onResubmit}>
            {t('kyc.resubmit')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
