import type { TFunction } from '@/client/i18n/texts';
import { useTranslation } from '@/client/i18n/use-translation';
import type { AdminDamageListItem } from '@/shared/schemas/damage';
import { DamageStatusBadge } from '@/client/components/damage-status-badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card';
import { formatZl } from '@/client/lib/item-format';
import { KycRow } from './kyc-card';
import { formatDay, formatMoment } from './format';

/** The deadline that matters for a report: the renter's answer while reported, else when it was filed. */
export function damageDeadline(report: AdminDamageListItem, lang: string, t: TFunction) {
  return report.status === 'reported'
    ? t('adminDamage.answerDue', { when: formatMoment(report.answerDueAt, lang) })
    : t('adminDamage.filed', { when: formatMoment(report.createdAt, lang) });
}

/** One report in the mediation list: the item, the parties, the money, the status and its deadline. */
export function DamageCard({ report, onOpen }: { report: AdminDamageListItem; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { rental } = report;
  return (
    <Card data-testid="admin-damage-card" data-status={report.status} className="flex h-full flex-col">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <CardTitle className="min-w-0 text-lg break-words">{rental.itemName}</CardTitle>
        <DamageStatusBadge status={report.status} />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm font-medium text-gray-900" data-testid="admin-damage-deadline">
          {damageDeadline(report, lang, t)}
        </p>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <KycRow label={t('adminDamage.owner')} value={report.owner.name} />
          <KycRow label={t('adminDamage.renter')} value={report.renter.name} />
          <KycRow
            label={t('adminDamage.dates')}
            value={`${formatDay(rental.startDate, lang)} – ${formatDay(rental.endDate, lang)}`}
          />
          <KycRow label={t('adminDamage.rental')} value={`#${rental.id}`} />
          <KycRow label={t('adminDamage.estimated')} value={formatZl(report.estimatedCost, lang)} />
          <KycRow label={t('adminDamage.deposit')} value={formatZl(report.deposit, lang)} />
        </dl>
      </CardContent>
      <CardFooter className="mt-auto">
        <Button onClick={onOpen} aria-label={t('adminDamage.openNamed', { item: rental.itemName, id: report.id })}>
          {t('adminDamage.open')}
        </Button>
      </CardFooter>
    </Card>
  );
}
