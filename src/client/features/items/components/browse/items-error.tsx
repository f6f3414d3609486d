import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';

/** 'Failed to fetch items' (spec 01 §8), said kindly, with a way to try again. */
export function ItemsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center"
    >
      <AlertTriangle className="h-10 w-10 text-red-700" aria-hidden />
      <p className="font-medium text-gray-900">{t('browse.fetchError')}</p>
      <p className="text-sm text-gray-700">{t('browse.fetchErrorHint')}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCcw className="h-4 w-4" aria-hidden />
        {t('browse.retry')}
      </Button>
    </div>
  );
}
