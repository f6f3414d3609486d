import { CheckCircle2, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { errorMessage } from '@/client/lib/api-client';
import { useTaxInfo } from '@/client/features/payouts/api/get-tax-info';
import { displayDay } from '@/client/features/payouts/utils/dates';
import { TaxInfoForm } from './tax-info-form';

/**
 * "Tax information (DAC7)" on the payouts page (issue 27 §5): why it is asked, what was given (the PESEL or NIP by
 * its last 4 digits), and the form to give or change it.
 */
export function TaxInfoCard({ fallbackName }: { fallbackName: { firstName: string; lastName: string } }) {
  const { t } = useTranslation();
  const info = useTaxInfo();
  const [editing, setEditing] = useState(false);
  const data = info.data;
  return (
    <Card data-testid="tax-info-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <FileText className="h-5 w-5 text-brand-700" aria-hidden />
          {t('taxInfo.title')}
        </CardTitle>
        <CardDescription>{t('taxInfo.why')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {info.isPending ? (
          <p className="text-gray-700">{t('common.loading')}</p>
        ) : info.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(info.error, t('taxInfo.loadFailed'))}
          </p>
        ) : data?.given && !editing ? (
          <div className="grid gap-3" data-testid="tax-info-saved">
            <p className="flex items-center gap-2 font-medium text-green-800">
              <CheckCircle2 className="h-5 w-5" aria-hidden />
              {t('taxInfo.given', { date: data.updatedAt ? displayDay(data.updatedAt) : '' })}
            </p>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
              <dt className="text-gray-600">{t('taxInfo.fields.name')}</dt>
              <dd className="font-medium text-gray-900">
                {data.kind === 'individual' ? `${data.firstName} ${data.lastName}` : data.companyName}
              </dd>
              <dt className="text-gray-600">{t('taxInfo.fields.taxId')}</dt>
              <dd className="font-mono text-gray-900">
                {data.kind === 'individual'
                  ? `${t(`taxInfo.numberType.${data.taxNumberType ?? 'pesel'}`)} ••••${data.taxNumberLast4}`
                  : [`NIP ${data.nip}`, data.krs && `KRS ${data.krs}`, data.regon && `REGON ${data.regon}`]
                      .filter(Boolean)
                      .join(' · ')}
              </dd>
              <dt className="text-gray-600">{t('taxInfo.address')}</dt>
              <dd className="text-gray-900">
                {data.address &&
                  `${data.address.street}, ${data.address.postalCode} ${data.address.city}, ${data.address.country}`}
              </dd>
            </dl>
            <Button variant="outline" className="justify-self-start" onClick={() => setEditing(true)}>
              {t('taxInfo.change')}
            </Button>
          </div>
        ) : (
          <>
            {!data?.given && <p className="text-sm text-gray-700">{t('taxInfo.once')}</p>}
            <TaxInfoForm info={data} fallbackName={fallbackName} onSaved={() => setEditing(false)} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
