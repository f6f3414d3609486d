import { Wallet } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { fromGrosze } from '@/shared/domain/pricing';
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
import { earningsTotals, type ItemEarnings } from './owner-stats';

/** The earnings per item from the real rentals: booked rentals, what the completed ones earned, what is still to come. */
export function EarningsDialog({ rows }: { rows: ItemEarnings[] }) {
  const { t, i18n } = useTranslation();
  const zl = (grosze: number) => formatZl(fromGrosze(grosze), i18n.language);
  const totals = earningsTotals(rows);
  return (
    <Dialog>
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
        {rows.length === 0 ? (
          <p className="text-sm text-gray-700">{t('owner.earnings.empty')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('owner.earnings.perItem')}>
            {rows.map((r) => (
              <li
                key={r.itemId}
                className="grid gap-1 rounded-lg border border-gray-200 p-3 text-sm"
                data-testid="earnings-row"
              >
                <p className="font-semibold break-words text-gray-900">
                  {r.name}
                  {r.deleted && (
                    <span className="ml-2 text-xs font-normal text-gray-700">{t('owner.deletedItem')}</span>
                  )}
                </p>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-gray-700">
                  <span>{t('owner.earnings.rentals', { count: r.rentals })}</span>
                  <span>{t('owner.earnings.requests', { count: r.requests })}</span>
                  <span>
                    {t('owner.earnings.earned')}: <strong className="text-gray-900">{zl(r.earned)}</strong>
                  </span>
                  <span>
                    {t('owner.earnings.upcoming')}: <strong className="text-gray-900">{zl(r.upcoming)}</strong>
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
        {rows.length > 0 && (
          <p className="border-t border-gray-200 pt-3 text-sm text-gray-900" data-testid="earnings-total">
            {t('owner.earnings.total', {
              count: totals.rentals,
              earned: zl(totals.earned),
              upcoming: zl(totals.upcoming),
            })}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
