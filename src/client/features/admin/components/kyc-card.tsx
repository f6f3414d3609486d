import type { TFunction } from '@/client/i18n/texts';
import { useTranslation } from '@/client/i18n/use-translation';
import type { KycAdminRecord } from '@/shared/schemas/kyc';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card';
import { formatDay } from './format';

/**
 * The spec shows document types as they are named, underscores as spaces ("national id"): so the English screen; the
 * Polish one names them in Polish ("Dowód osobisty"), never in English.
 */
export const documentTypeText = (type: string, t: TFunction, lang: string) =>
  lang === 'pl' ? t(`kyc.documentTypes.${type}`, { defaultValue: type.replace(/_/g, ' ') }) : type.replace(/_/g, ' ');

/** A status badge; an unknown status shows as pending (spec 02 §4). */
export function KycStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = status === 'approved' || status === 'rejected' ? status : 'pending';
  const tone = {
    pending: 'bg-amber-100 text-amber-900',
    approved: 'bg-green-100 text-green-800',
    rejected: 'bg-red-100 text-red-800',
  }[known];
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>{t(`admin.kyc.status.${known}`)}</span>
  );
}

export function KycRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

/** One pending verification in the list (spec 02 §2 KYC admin panel). */
export function KycCard({ record, onReview }: { record: KycAdminRecord; onReview: () => void }) {
  const { t, i18n } = useTranslation();
  const address = [record.address, record.city, record.postalCode, record.country].join(', ');
  return (
    <Card data-testid="admin-kyc-card">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-lg">
          {record.firstName} {record.lastName}
        </CardTitle>
        <KycStatusBadge status={record.verificationStatus} />
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <KycRow label={t('admin.kyc.documentType')} value={documentTypeText(record.documentType, t, i18n.language)} />
          <KycRow label={t('admin.kyc.submitted')} value={formatDay(record.submittedAt, i18n.language)} />
          <KycRow label={t('admin.kyc.phone')} value={record.phoneNumber} />
          <KycRow label={t('admin.kyc.address')} value={address} />
          <KycRow label={t('admin.kyc.nationality')} value={record.nationality} />
          <KycRow label={t('admin.kyc.dateOfBirth')} value={record.dateOfBirth} />
          <KycRow
            label={t('admin.kyc.documentNumber')}
            value={record.documentNumber ?? `…${record.documentNumberLast4}`}
          />
        </dl>
      </CardContent>
      <CardFooter>
        <Button onClick={onReview}>{t('admin.kyc.review')}</Button>
      </CardFooter>
    </Card>
  );
}
