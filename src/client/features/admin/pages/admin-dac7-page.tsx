import { ArrowLeft, Bike, Download, Send } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { DAC7_FIRST_YEAR, sumQuarterly } from '@/shared/domain/dac7';
import type { Dac7Report, Dac7Seller } from '@/shared/schemas/dac7';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { formatZl } from '@/client/lib/item-format';
import { localizedPath } from '@/client/lib/paths';
import { dac7FileUrl, useDac7Report } from '../api/get-dac7-report';
import { useNotifyDac7Sellers } from '../api/notify-dac7';
import { AdminGate } from '../components/admin-gate';
import { formatDay } from '../components/format';

const zl = (grosze: number, lang: string) => formatZl((grosze / 100).toFixed(2), lang);

function SellerRow({ s, lang }: { s: Dac7Seller; lang: string }) {
  const { t } = useTranslation();
  const f = s.transport;
  return (
    <tr className="border-t border-gray-200 align-top" data-testid="dac7-seller">
      <th scope="row" className="py-3 pr-4 text-left font-medium text-gray-900">
        <span className="block">{s.taxData?.name ?? s.displayName}</span>
        <span className="block text-xs font-normal text-gray-600">{s.email}</span>
      </th>
      <td className="py-3 pr-4">
        {s.taxInfoGiven ? (
          <span className="text-green-800">{t('adminDac7.taxGiven')}</span>
        ) : (
          // Missing matters for a seller who is reported; for the others it is only information.
          <span className={s.reportable ? 'font-medium text-red-700' : 'text-gray-600'}>
            {t('adminDac7.taxMissing')}
          </span>
        )}
      </td>
      <td className="py-3 pr-4">
        {s.reportable ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            <Bike className="h-3.5 w-3.5" aria-hidden />
            {t('adminDac7.transport')}
          </span>
        ) : (
          <span className="text-gray-600">{t('adminDac7.notReportable')}</span>
        )}
      </td>
      {f.consideration.map((v, i) => (
        <td key={i} className="py-3 pr-4 text-right tabular-nums whitespace-nowrap">
          {zl(v, lang)}
          <span className="block text-xs text-gray-600">{t('adminDac7.rentals', { count: f.activities[i] })}</span>
        </td>
      ))}
      <td className="py-3 pr-4 text-right tabular-nums whitespace-nowrap text-gray-700">
        {zl(sumQuarterly(s.other.consideration), lang)}
      </td>
      <td className="py-3 text-gray-700">{s.notifiedAt ? formatDay(s.notifiedAt, lang) : '—'}</td>
    </tr>
  );
}

function Dac7Panel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [params] = useSearchParams();
  const asked = Number(params.get('year'));
  // The year asked in the address; without one the server answers with the year due by its clock (the browser's
  // clock, possibly another day or year, decides nothing).
  const askedYear = Number.isInteger(asked) && asked >= DAC7_FIRST_YEAR && asked <= 9999 ? asked : undefined;
  const report = useDac7Report(askedYear);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('adminDac7.title')}</h1>
          <p className="mt-1 max-w-3xl text-gray-700">{t('adminDac7.subtitle')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to={localizedPath('admin', lang)}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('adminDamage.toDashboard')}
          </Link>
        </Button>
      </div>
      {report.isError ? (
        <p role="alert" className="text-red-700">
          {t('admin.loadFailed')}
        </p>
      ) : !report.data ? (
        <p className="text-gray-700">{t('common.loading')}</p>
      ) : (
        <Dac7Year report={report.data} />
      )}
    </div>
  );
}

/** One year's report: the year's choice, its files, telling its sellers, and its sellers. */
function Dac7Year({ report }: { report: Dac7Report }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [, setParams] = useSearchParams();
  const notify = useNotifyDac7Sellers();
  const { year, currentYear, sellers } = report;
  const latest = Math.max(currentYear, year);
  const years = Array.from({ length: latest - DAC7_FIRST_YEAR + 1 }, (_, i) => latest - i);
  const reportable = sellers.filter((s) => s.reportable);
  const missing = reportable.filter((s) => !s.taxInfoGiven).length;
  // The server tells sellers only about a year that has ended (the figures of a running one still change).
  const yearOver = year < currentYear;
  const tell = () =>
    notify.mutate(year, {
      onSuccess: (a) => {
        const parts = [
          a.notified > 0 && t('adminDac7.toldReported', { count: a.notified }),
          a.askedForTaxInfo > 0 && t('adminDac7.toldTaxInfo', { count: a.askedForTaxInfo }),
          a.alreadyNotified > 0 && t('adminDac7.toldBefore', { count: a.alreadyNotified }),
        ].filter(Boolean);
        const anyNew = a.notified + a.askedForTaxInfo > 0;
        toast({
          title: t(anyNew ? 'adminDac7.notifyDone' : 'adminDac7.notifyNothingNew'),
          description: `${parts.join('. ')}.`,
        });
      },
      onError: (e) =>
        toast({
          variant: 'destructive',
          title: t('adminDac7.notifyFailed'),
          description: errorMessage(e, t('common.error')),
        }),
    });
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('adminDac7.yearTitle', { year })}</CardTitle>
          <CardDescription>{t('adminDac7.rule')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-medium text-gray-900">
            {t('adminDac7.year')}
            <NativeSelect
              className="w-32"
              value={year}
              onChange={(e) => setParams({ year: e.target.value })}
              data-testid="dac7-year"
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button asChild variant="outline">
            <a href={dac7FileUrl(year, 'xml')} download data-testid="dac7-xml">
              <Download className="h-4 w-4" aria-hidden />
              {t('adminDac7.downloadXml')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={dac7FileUrl(year, 'csv')} download data-testid="dac7-csv">
              <Download className="h-4 w-4" aria-hidden />
              {t('adminDac7.downloadCsv')}
            </a>
          </Button>
          <Button
            onClick={tell}
            disabled={notify.isPending || reportable.length === 0 || !yearOver}
            aria-describedby={yearOver ? undefined : 'dac7-notify-hint'}
            data-testid="dac7-notify"
          >
            <Send className="h-4 w-4" aria-hidden />
            {t('adminDac7.notify')}
          </Button>
          {!yearOver && (
            <p id="dac7-notify-hint" className="text-sm text-gray-600">
              {t('adminDac7.notifyOnlyPast')}
            </p>
          )}
        </CardContent>
      </Card>
      {sellers.length === 0 ? (
        <p className="text-gray-700" data-testid="dac7-empty">
          {t('adminDac7.empty', { year })}
        </p>
      ) : (
        <>
          <p className="text-gray-700" data-testid="dac7-summary">
            {t('adminDac7.summary', { count: sellers.length, reportable: reportable.length, missing })}
          </p>
          <div
            className="overflow-x-auto rounded-lg border border-gray-200 bg-white"
            tabIndex={0}
            role="region"
            aria-label={t('adminDac7.tableLabel')}
          >
            <table className="w-full min-w-[56rem] text-sm">
              <caption className="sr-only">{t('adminDac7.tableLabel')}</caption>
              <thead className="bg-gray-50 text-left text-gray-700">
                <tr>
                  <th scope="col" className="py-2 pr-4 pl-3 font-medium">
                    {t('adminDac7.seller')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('adminDac7.taxData')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('adminDac7.activity')}
                  </th>
                  {[1, 2, 3, 4].map((q) => (
                    <th key={q} scope="col" className="py-2 pr-4 text-right font-medium">
                      {t('adminDac7.quarter', { q })}
                    </th>
                  ))}
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    {t('adminDac7.other')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('adminDac7.notifiedAt')}
                  </th>
                </tr>
              </thead>
              <tbody className="[&_td:first-child]:pl-3 [&_th:first-child]:pl-3">
                {sellers.map((s) => (
                  <SellerRow key={s.userId} s={s} lang={lang} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

/** DAC7 (issue 27 §5): the year's sellers, the DPI XML and CSV for KAS, and telling the sellers what was reported. */
export default function AdminDac7Page() {
  const { t } = useTranslation();
  return (
    <AdminGate title={t('adminDac7.title')} deniedText={t('adminDac7.accessDenied')}>
      <Dac7Panel />
    </AdminGate>
  );
}
