import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { toGrosze } from '@/shared/domain/pricing';
import type { AdminDamageDetail } from '@/shared/schemas/damage';
import { DamageStatusBadge } from '@/client/components/damage-status-badge';
import { RentalPhotos } from '@/client/components/rental-photos';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { formatZl } from '@/client/lib/item-format';
import { useAdminDamageReport } from '../api/get-damage-report';
import { damageDeadline } from './damage-card';
import { DamageDecisionForm } from './damage-decision-form';
import { DamageHandover } from './damage-handover';
import { DamageMessages } from './damage-messages';
import { KycRow } from './kyc-card';
import { formatDay, formatMoment } from './format';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id} className="min-w-0">
      <CardHeader>
        <CardTitle id={id} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">{children}</CardContent>
    </Card>
  );
}

/** The decision, or why there is none to make here: decided already, waiting for the renter, or the admin's own. */
function Decision({ detail }: { detail: AdminDamageDetail }) {
  const { t, i18n } = useTranslation();
  const { report } = detail;
  const zl = (v: string) => formatZl(v, i18n.language);
  if (report.status === 'resolved' || report.status === 'accepted')
    return (
      <div className="flex flex-col gap-1 text-sm" data-testid="admin-damage-settled">
        <p>
          {t('adminDamage.settled', {
            toOwner: zl(report.settledAmount ?? '0'),
            toRenter: zl(report.returnedToRenter ?? '0'),
          })}
        </p>
        {report.decisionReason && <p className="whitespace-pre-line">{report.decisionReason}</p>}
        {report.status === 'resolved' && <p className="font-medium">{t('damage.decision.final')}</p>}
      </div>
    );
  if (report.status === 'withdrawn') return <p className="text-sm">{t('damage.status.withdrawn')}</p>;
  if (!detail.canDecide)
    return (
      <p
        role="note"
        className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
        data-testid="admin-damage-cannot-decide"
      >
        {t('adminDamage.cannotDecide')}
      </p>
    );
  if (report.status === 'reported')
    return (
      <p className="text-sm">
        {t('adminDamage.waitingForRenter', { when: formatMoment(report.answerDueAt, i18n.language) })}
      </p>
    );
  return <DamageDecisionForm report={report} />;
}

/** One report for mediation (issue 25 §3): both sides, the handover photos, the rental, the messages, the decision. */
export function DamageReview({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const detail = useAdminDamageReport(id);
  const back = (
    <div>
      <Button variant="ghost" onClick={onClose}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('adminDamage.back')}
      </Button>
    </div>
  );
  if (detail.isError)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="alert" className="text-red-700">
          {t('admin.loadFailed')}
        </p>
      </div>
    );
  if (!detail.data) return <p className="text-gray-700">{t('common.loading')}</p>;
  const { report, handover, messages } = detail.data;
  const { rental } = report;
  const zl = (v: string) => formatZl(v, lang);
  return (
    <div className="flex flex-col gap-6" data-testid="admin-damage-review">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold break-words">
          {t('adminDamage.reviewTitle', { item: rental.itemName, id: report.id })}
        </h2>
        <DamageStatusBadge status={report.status} />
      </div>
      <p className="font-medium">{damageDeadline(report, lang, t)}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="admin-damage-rental" title={t('adminDamage.rentalTitle')}>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <KycRow label={t('adminDamage.rental')} value={`#${rental.id} · ${rental.itemName}`} />
            <KycRow
              label={t('adminDamage.dates')}
              value={`${formatDay(rental.startDate, lang)} – ${formatDay(rental.endDate, lang)}`}
            />
            <KycRow label={t('adminDamage.owner')} value={report.owner.name} />
            <KycRow label={t('adminDamage.renter')} value={report.renter.name} />
            <KycRow label={t('adminDamage.estimated')} value={zl(report.estimatedCost)} />
            <KycRow label={t('adminDamage.deposit')} value={zl(report.deposit)} />
            <KycRow label={t('adminDamage.recoverable')} value={zl(report.recoverable)} />
            <KycRow label={t('adminDamage.unrecoverable')} value={zl(report.unrecoverable)} />
          </dl>
          {toGrosze(report.unrecoverable) > 0 && (
            <p className="text-sm text-gray-700">{t('adminDamage.unrecoverableNote')}</p>
          )}
        </Panel>
        <Panel id="admin-damage-owner" title={t('adminDamage.ownerSide', { name: report.owner.name })}>
          <p className="text-sm break-words whitespace-pre-line">{report.description}</p>
          <RentalPhotos urls={report.photoUrls} label={t('damage.ownerPhotos')} />
        </Panel>
        <Panel id="admin-damage-renter" title={t('adminDamage.renterSide', { name: report.renter.name })}>
          {report.disputedBy === 'system' && <p className="text-sm">{t('damage.stage.disputed.system')}</p>}
          {report.renterStatement ? (
            <p className="text-sm break-words whitespace-pre-line">{report.renterStatement}</p>
          ) : report.status === 'accepted' ? (
            // An accepted report has no statement, and none is coming: say that the renter accepted it.
            <p className="text-sm">
              {t('damage.stage.accepted', { when: report.settledAt ? formatMoment(report.settledAt, lang) : '' })}
            </p>
          ) : (
            report.disputedBy !== 'system' && <p className="text-sm text-gray-700">{t('adminDamage.noStatement')}</p>
          )}
          <RentalPhotos urls={report.renterPhotoUrls} label={t('damage.renterPhotos')} />
        </Panel>
        <Panel id="admin-damage-messages-title" title={t('adminDamage.messages')}>
          <DamageMessages messages={messages} />
        </Panel>
      </div>
      <Panel id="admin-damage-handover-title" title={t('handover.title')}>
        <DamageHandover records={handover} />
      </Panel>
      <Panel id="admin-damage-decision-title" title={t('adminDamage.decisionPanel')}>
        <Decision detail={detail.data} />
      </Panel>
    </div>
  );
}
