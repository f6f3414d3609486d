import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download, FileArchive, Loader2 } from 'lucide-react';
import {
  DATA_EXPORT_LINK_HOURS,
  EXPORT_LINK_PARAM,
  EXPORT_LINK_REFUSALS,
  type ExportLinkRefusal,
} from '@/shared/domain/legal';
import { warsawDateTime } from '@/shared/domain/dates';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { errorMessage } from '@/client/lib/api-client';
import { useDataExport } from '@/client/features/data-export/api/get-data-export';
import { useRequestDataExport } from '@/client/features/data-export/api/request-data-export';

/** What the card says of a refused e-mailed link the server sent back here (routes.ts of data-export). */
const REFUSAL_TEXT: Record<ExportLinkRefusal, string> = {
  used: 'errors.EXPORT_LINK_USED',
  expired: 'errors.EXPORT_LINK_EXPIRED',
  unknown: 'dataExport.linkUnknown',
};

/** After the link was clicked the export is used up: the state is asked again once the download has begun. */
const AFTER_DOWNLOAD_MS = 2_000;

/**
 * The profile's "Your data" card (issue 27 §3): ask for a copy of one's data, watch it being prepared (the state is
 * polled), download it once from the link; a second ask the same day shows the server's answer with the next time.
 */
export function DataExportCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const state = useDataExport(userId);
  const request = useRequestDataExport(userId);
  const [downloaded, setDownloaded] = useState(false);
  const status = state.data?.status ?? 'none';
  const [params, setParams] = useSearchParams();
  const refused = params.get(EXPORT_LINK_PARAM);
  const refusal = EXPORT_LINK_REFUSALS.find((r) => r === refused);

  const onDownload = () => {
    setDownloaded(true);
    window.setTimeout(() => void state.refetch(), AFTER_DOWNLOAD_MS);
  };
  const onRequest = () => {
    setDownloaded(false);
    // The refused link's notice has done its work once a new copy is asked for.
    if (refusal)
      setParams(
        (p) => {
          p.delete(EXPORT_LINK_PARAM);
          return p;
        },
        { replace: true },
      );
    request.mutate();
  };

  return (
    <Card data-testid="data-export-card" data-status={status}>
      <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-start">
        <FileArchive className="h-8 w-8 shrink-0 text-gray-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id="data-export-title" className="text-lg font-semibold">
            {t('dataExport.title')}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{t('dataExport.description')}</p>
          <p className="mt-1 text-sm text-gray-600">{t('dataExport.howItWorks', { hours: DATA_EXPORT_LINK_HOURS })}</p>
          {refusal && (
            <p
              className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
              role="alert"
              data-testid="export-link-refused"
            >
              {t(REFUSAL_TEXT[refusal], { hours: DATA_EXPORT_LINK_HOURS })}
            </p>
          )}
          <div className="mt-4" aria-live="polite">
            {status === 'preparing' && (
              <p className="flex items-center gap-2 text-sm font-medium text-gray-900" role="status">
                <Loader2 className="h-4 w-4 animate-spin text-brand-700" aria-hidden />
                <span>
                  {t('dataExport.preparing')}{' '}
                  <span className="font-normal text-gray-600">{t('dataExport.preparingHint')}</span>
                </span>
              </p>
            )}
            {status === 'ready' && state.data?.url && (
              <div className="grid gap-2">
                <p className="text-sm font-medium text-brand-800">{t('dataExport.ready')}</p>
                <Button asChild className="w-full sm:w-fit">
                  <a href={state.data.url} download onClick={onDownload}>
                    <Download className="h-4 w-4" aria-hidden />
                    {t('dataExport.download')}
                  </a>
                </Button>
                {state.data.expiresAt && (
                  <p className="text-xs text-gray-600">
                    {t('dataExport.expires', { date: warsawDateTime(state.data.expiresAt) })}
                  </p>
                )}
              </div>
            )}
            {status === 'none' && (
              <div className="grid gap-2">
                {downloaded && <p className="text-sm text-gray-700">{t('dataExport.downloaded')}</p>}
                <Button
                  type="button"
                  variant="outline"
                  className="w-full sm:w-fit"
                  onClick={onRequest}
                  disabled={request.isPending || state.isPending}
                >
                  {request.isPending ? (
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                  ) : (
                    <Download className="h-4 w-4" aria-hidden />
                  )}
                  {request.isPending ? t('dataExport.requesting') : t('dataExport.request')}
                </Button>
                {request.isError && (
                  <p className="text-sm text-red-700" role="alert">
                    {errorMessage(request.error, t('dataExport.failed'))}
                  </p>
                )}
              </div>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
