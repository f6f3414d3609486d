import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { Item } from '@/shared/schemas/items';
import { formatZl } from '@/client/lib/item-format';

/** The description and the owner's terms: deposit, cancellation, flexibility, insurance. */
export function ItemDetails({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const deposit = Number(item.damageDeposit);
  return (
    <section aria-labelledby="item-description-title" className="flex flex-col gap-4">
      <h2 id="item-description-title" className="text-xl font-semibold">
        {t('item.description')}
      </h2>
      <p className="whitespace-pre-line break-words text-gray-800">{item.description}</p>
      {/* A dl holds only dt/dd groups (axe definition-list): the insurance note sits below it in the same box. */}
      <div className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4 text-sm">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {deposit > 0 && (
            <div>
              <dt className="font-medium text-gray-900">{t('item.deposit')}</dt>
              <dd className="text-gray-700">{formatZl(item.damageDeposit, i18n.language)}</dd>
            </div>
          )}
          <div>
            <dt className="font-medium text-gray-900">{t('item.cancellation')}</dt>
            <dd className="text-gray-700">{t(`item.cancellationTerms.${item.cancellationTerms}`)}</dd>
          </div>
          <div>
            <dt className="font-medium text-gray-900">{t('item.flexibility')}</dt>
            <dd className="text-gray-700">{t(`item.flexibilityLevels.${item.flexibility}`)}</dd>
          </div>
          {/* The owner's handover hours (issue 26 §3): fixed under low, where proposals start otherwise. */}
          <div>
            <dt className="font-medium text-gray-900">{t('handoverTimes.title')}</dt>
            <dd className="text-gray-700">
              {t('handoverTimes.details', { from: item.handoverFrom, to: item.handoverTo })}
            </dd>
          </div>
        </dl>
        {item.insuranceRequired && (
          <p className="flex items-center gap-2 text-gray-800">
            <ShieldCheck className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
            {t('item.insuranceRequired')}
          </p>
        )}
      </div>
    </section>
  );
}
