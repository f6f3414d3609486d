import { ArrowRight, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { PAYOUT_RELEASE_HOURS } from '@/shared/domain/payouts';
import type { Earnings } from '@/shared/schemas/payouts';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { formatZl } from '@/client/lib/item-format';
import { localizedPath } from '@/client/lib/paths';
import { useOwnerEarnings } from '@/client/features/items/api/get-owner-earnings';

const TOTALS = ['upcoming', 'waiting', 'paidOut'] as const;

/** The three totals of GET /api/earnings: still to come, waiting for release, paid out. */
function Totals({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="grid gap-2 sm:grid-cols-3" data-testid="earnings-total">
      {TOTALS.map((key) => (
        <div key={key} className="rounded-lg bg-gray-50 p-3">
          <dt className="text-sm text-gray-700">{t(`owner.earnings.${key}`)}</dt>
          <dd className="text-lg font-semibold text-gray-900 tabular-nums" data-testid={`earnings-total-${key}`}>
            {formatZl(earnings[key], i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Per item, from the payouts (issue 24): the paid rentals, their days and the owner's share of them. */
function Rows({ rows }: { rows: Earnings['byItem'] }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0)
    return <p className="text-sm text-gray-700">{t('owner.earnings.empty', { hours: PAYOUT_RELEASE_HOURS })}</p>;
  return (
    <ul className="grid gap-2" aria-label={t('owner.earnings.perItem')}>
      {rows.map((r) => (
        <li
          key={r.itemId}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border border-gray-200 p-3 text-sm"
          data-testid="earnings-row"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words text-gray-900">{r.name}</p>
            <p className="text-gray-700">
              {t('owner.earnings.rentals', { count: r.rentals })} · {t('owner.earnings.days', { count: r.days })}
            </p>
          </div>
          <strong className="text-base text-gray-900 tabular-nums">{formatZl(r.amount, i18n.language)}</strong>
        </li>
      ))}
    </ul>
  );
}

/** The earnings details of my items: the totals and each item's share, and the way to the earnings page. */
export function EarningsDialog() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const earnings = useOwnerEarnings(open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto">
          <Wallet className="h-4 w-4" aria-hidden />
          {t('owner.earnings.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('owner.earnings.title')}</DialogTitle>
          <DialogDescription>{t('owner.earnings.description')}</DialogDescription>
        </DialogHeader>
        {earnings.isPending ? (
          <p className="text-sm text-gray-700">{t('common.loading')}</p>
        ) : earnings.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('owner.earnings.loadFailed')}
          </p>
        ) : (
          <>
            <Totals earnings={earnings.data} />
            <Rows rows={earnings.data.byItem} />
          </>
        )}
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={localizedPath('earnings', i18n.language)} onClick={() => setOpen(false)}>
            {t('owner.earnings.page')}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
