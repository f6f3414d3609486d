import { useTranslation } from '@/client/i18n/use-translation';
import type { Earnings } from '@/shared/schemas/payouts';
import { fromGrosze } from '@/shared/domain/pricing';
import { Card } from '@/client/components/ui/card';
import { formatWhole, formatZl } from '@/client/lib/item-format';
import { chartBars } from '@/client/features/payouts/utils/chart-scale';
import { monthLabel } from '@/client/features/payouts/utils/dates';

/**
 * The last 12 months as bars (CSS, no chart library): the picture for the eye, hidden from screen readers, who get the
 * same figures as a table. Month names under the bars; at phone width every other one, so they do not overlap.
 */
export function EarningsChart({ months }: { months: Earnings['byMonth'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { bars, top } = chartBars(months);
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 id="earnings-chart-title" className="text-xl font-semibold text-gray-900">
          {t('earnings.chart.title')}
        </h2>
        <p className="text-sm text-gray-700">{t('earnings.chart.description')}</p>
      </div>
      <figure aria-labelledby="earnings-chart-title" className="grid gap-2" data-testid="earnings-chart">
        <div aria-hidden className="grid grid-cols-[auto_minmax(0,1fr)] gap-2">
          <div className="flex h-48 flex-col justify-between text-right text-xs text-gray-700 tabular-nums">
            <span>{formatWhole(top, lang)} zł</span>
            <span>{formatWhole(top / 2, lang)}</span>
            <span>0</span>
          </div>
          <div className="relative h-48 border-b border-l border-gray-300">
            <div className="absolute inset-x-0 top-0 border-t border-dashed border-gray-200" />
            <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-gray-200" />
            <div className="relative flex h-full items-end gap-1 px-1 sm:gap-2">
              {bars.map((b) => (
                <div
                  key={b.month}
                  className="flex h-full flex-1 items-end"
                  title={formatZl(fromGrosze(b.grosze), lang)}
                >
                  <div className="w-full rounded-t bg-brand-700" style={{ height: `${b.percent}%` }} />
                </div>
              ))}
            </div>
          </div>
          <span />
          <div className="flex gap-1 px-1 text-center text-[11px] leading-tight text-gray-700 sm:gap-2 sm:text-xs">
            {bars.map((b, i) => (
              <span key={b.month} className={i % 2 === 1 ? 'hidden flex-1 sm:block' : 'flex-1'}>
                {monthLabel(b.month, lang, 'short').replace(/\s\d{4}$/, '')}
              </span>
            ))}
          </div>
        </div>
        <table className="sr-only">
          <caption>{t('earnings.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('earnings.chart.month')}</th>
              <th scope="col">{t('earnings.chart.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.month}>
                <th scope="row">{monthLabel(b.month, lang, 'long')}</th>
                <td>{formatZl(fromGrosze(b.grosze), lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </Card>
  );
}
