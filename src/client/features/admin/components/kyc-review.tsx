import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { KYC_NOTES_MAX, KYC_REASON_MAX, kycReasonMissing, type KycAdminRecord } from '@/shared/schemas/kyc';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useDecideKyc } from '../api/decide-kyc';
import { documentTypeText, KycRow, KycStatusBadge } from './kyc-card';
import { formatDay } from './format';

/**
 * One document image from its authorised address: a plain <img>, the admin's same-origin session cookie goes with it
 * and the server streams it with no-store (each view audited). A deleted image has no address.
 */
function DocumentImage({ src, label }: { src: string | null; label: string }) {
  const { t } = useTranslation();
  return (
    <figure className="flex flex-col gap-1">
      {src ? (
        <a
          href={src}
          target="_blank"
          rel="noreferrer"
          className="block overflow-hidden rounded-lg border border-gray-200"
        >
          <img src={src} alt={label} className="h-48 w-full bg-gray-50 object-contain" />
        </a>
      ) : (
        <div className="flex h-48 items-center justify-center rounded-lg border border-dashed border-gray-300 text-sm text-gray-700">
          {t('admin.kyc.noImage')}
        </div>
      )}
      <figcaption className="text-sm text-gray-700">{label}</figcaption>
    </figure>
  );
}

/**
 * The review of one submission (spec 02 §2): back to the list, the personal data, the documents, notes and a reason,
 * Approve and Reject. A rejection without a reason is stopped here with the spec's 'Reason Required' (and by the
 * server). On success the caller closes the view (which drops its fields) and the list refreshes.
 */
export function KycReview({ record, onClose }: { record: KycAdminRecord; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const decide = useDecideKyc();
  const submit = (status: 'approved' | 'rejected') => {
    if (kycReasonMissing({ status, rejectionReason: reason })) {
      toast({
        variant: 'destructive',
        title: t('admin.kyc.reasonRequired.title'),
        description: t('admin.kyc.reasonRequired.description'),
      });
      return;
    }
    decide.mutate(
      {
        id: record.id,
        status,
        verificationNotes: notes.trim() || null,
        rejectionReason: status === 'rejected' ? reason.trim() : null,
      },
      {
        onSuccess: () => {
          toast({ title: t(status === 'approved' ? 'admin.kyc.approvedToast' : 'admin.kyc.rejectedToast') });
          setNotes('');
          setReason('');
          onClose();
        },
        onError: (e) =>
          toast({
            variant: 'destructive',
            title: t('common.error'),
            description: errorMessage(e, t('admin.kyc.updateFailed')),
          }),
      },
    );
  };
  const address = [record.address, record.city, record.postalCode, record.country].join(', ');
  return (
    <div className="flex flex-col gap-6" data-testid="kyc-review">
      <div>
        <Button variant="ghost" onClick={onClose}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('admin.kyc.back')}
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle className="text-lg">{t('admin.kyc.personalData')}</CardTitle>
            <KycStatusBadge status={record.verificationStatus} />
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <KycRow label={t('admin.kyc.name')} value={`${record.firstName} ${record.lastName}`} />
              <KycRow label={t('admin.kyc.email')} value={record.userEmail ?? '—'} />
              <KycRow
                label={t('admin.kyc.documentType')}
                value={documentTypeText(record.documentType, t, i18n.language)}
              />
              <KycRow
                label={t('admin.kyc.documentNumber')}
                value={record.documentNumber ?? `…${record.documentNumberLast4}`}
              />
              <KycRow label={t('admin.kyc.dateOfBirth')} value={record.dateOfBirth} />
              <KycRow label={t('admin.kyc.nationality')} value={record.nationality} />
              <KycRow label={t('admin.kyc.phone')} value={record.phoneNumber} />
              <KycRow label={t('admin.kyc.address')} value={address} />
              <KycRow label={t('admin.kyc.submitted')} value={formatDay(record.submittedAt, i18n.language)} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('admin.kyc.documents')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <DocumentImage src={record.documentFrontUrl} label={t('admin.kyc.front')} />
            {(record.documentBackUrl || record.documentType === 'national_id') && (
              <DocumentImage src={record.documentBackUrl} label={t('admin.kyc.backSide')} />
            )}
            <DocumentImage src={record.selfieUrl} label={t('admin.kyc.selfie')} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="kyc-notes">{t('admin.kyc.notes')}</Label>
            <Textarea
              id="kyc-notes"
              value={notes}
              maxLength={KYC_NOTES_MAX}
              placeholder={t('admin.kyc.notesPlaceholder')}
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="kyc-reason">{t('admin.kyc.reason')}</Label>
            <Textarea
              id="kyc-reason"
              value={reason}
              maxLength={KYC_REASON_MAX}
              placeholder={t('admin.kyc.reasonPlaceholder')}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button disabled={decide.isPending} onClick={() => submit('approved')}>
              {t('admin.kyc.approve')}
            </Button>
            <Button variant="destructive" disabled={decide.isPending} onClick={() => submit('rejected')}>
              {t('admin.kyc.reject')}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
