import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { Earnings } from '@/shared/schemas/payouts';
import { formatZl } from '@/client/lib/item-format';
import { itemPath } from '@/client/lib/paths';

/** Per item: its rentals, their days and what they brought; cards on a phone, a table from sm up. */
export function EarningsByItem({ rows }: { rows: Earnings['byItem'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section aria-labelledby="earnings-items-title" className="grid gap-3">
      <h2 id="earnings-items-title" className="text-xl font-semibold text-gray-900">
        {t('earnings.byItem.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-5 text-gray-700">
          {t('earnings.byItem.empty')}
        </p>
      ) : (
        <div className="overflow-hidden rounded-xl border border-gray-200 bg-white">
          <table className="w-full text-left text-sm" aria-labelledby="earnings-items-title">
            <thead className="hidden border-b border-gray-200 bg-gray-50 text-gray-700 sm:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('earnings.byItem.item')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('earnings.byItem.rentals')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('earnings.byItem.days')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('earnings.byItem.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map((r) => (
                <tr
                  key={r.itemId}
                  className="grid grid-cols-2 gap-x-3 px-4 py-3 sm:table-row"
                  data-testid="earnings-item"
                >
                  <th scope="row" className="col-span-2 font-semibold break-words text-gray-900 sm:px-4 sm:py-3">
                    <Link
                      to={itemPath(r.itemId, lang)}
                      className="underline-offset-4 hover:text-brand-700 hover:underline"
                    >
                      {r.name}
                    </Link>
                  </th>
                  <td className="text-gray-700 sm:px-4 sm:py-3 sm:text-right sm:tabular-nums">
                    <span className="sm:hidden">{t('earnings.byItem.rentalsCount', { count: r.rentals })}</span>
                    <span className="hidden sm:inline">{r.rentals}</span>
                    <span className="sm:hidden"> · {t('earnings.byItem.daysCount', { count: r.days })}</span>
                  </td>
                  <td className="hidden text-right text-gray-700 tabular-nums sm:table-cell sm:px-4 sm:py-3">
                    {r.days}
                  </td>
                  <td
                    className="text-right font-semibold text-gray-900 tabular-nums sm:px-4 sm:py-3"
                    data-testid="earnings-item-amount"
                  >
                    {formatZl(r.amount, lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
