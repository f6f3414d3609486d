import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { FailedMoney as FailedMoneyLists } from '@/shared/schemas/payouts';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { formatZl } from '@/client/lib/item-format';
import { rentalPath } from '@/client/lib/paths';
import { useFailedMoney } from '../api/get-failed-money';
import { useRetryMoney, type MoneyRetry } from '../api/retry-money';
import { AdminSection } from './admin-gate';
import { formatMoment } from './format';

type Row = MoneyRetry & {
  rentalId: number;
  amount: string;
  attempts: number;
  lastError: string | null;
  updatedAt: string;
};

/** Both lists as one, newest first: what the admin looks at is the money, whichever way it was going. */
const rowsOf = (lists: FailedMoneyLists): Row[] =>
  [
    ...lists.payouts.map((p) => ({ ...p, kind: 'payout' as const })),
    ...lists.refunds.map((r) => ({ ...r, kind: 'refund' as const })),
  ].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

/** Payouts and refunds given up after their retries (issue 24): a retry sends one again (audited). */
export function FailedMoney() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const list = useFailedMoney();
  const retry = useRetryMoney();
  const onRetry = (row: MoneyRetry) =>
    retry.mutate(row, {
      onSuccess: () => toast({ title: t('admin.failedMoney.retried') }),
      onError: (e) =>
        toast({
          variant: 'destructive',
          title: t('common.error'),
          description: errorMessage(e, t('admin.actionFailed')),
        }),
    });
  const rows = list.data ? rowsOf(list.data) : [];
  return (
    <AdminSection
      id="admin-failed-money"
      title={t('admin.failedMoney.title')}
      description={t('admin.failedMoney.description')}
    >
      {list.isError ? (
        <p role="alert" className="text-red-700">
          {t('admin.loadFailed')}
        </p>
      ) : list.data && rows.length === 0 ? (
        <p className="text-gray-700">{t('admin.failedMoney.empty')}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {rows.map((row) => (
            <li
              key={`${row.kind}-${row.id}`}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="failed-money"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">
                  {t(`admin.failedMoney.kinds.${row.kind}`)} · {formatZl(row.amount, lang)} ·{' '}
                  <Link
                    to={rentalPath(row.rentalId, lang)}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {t('admin.failedMoney.rental', { id: row.rentalId })}
                  </Link>
                </p>
                <p className="text-gray-700">
                  {formatMoment(row.updatedAt, lang)} · {t('admin.deliveries.attempts', { count: row.attempts })}
                </p>
                {row.lastError && <p className="break-words text-gray-700">{row.lastError}</p>}
              </div>
              <Button
                size="sm"
                variant="outline"
                disabled={retry.isPending}
                onClick={() => onRetry({ kind: row.kind, id: row.id })}
                aria-label={t('admin.failedMoney.retryNamed', {
                  kind: t(`admin.failedMoney.kinds.${row.kind}`),
                  id: row.rentalId,
                })}
              >
                {t('admin.deliveries.retry')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
