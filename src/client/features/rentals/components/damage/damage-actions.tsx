import { CheckCircle2, MessageSquareWarning, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { DamageReport } from '@/shared/schemas/damage';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { toast } from '@/client/components/ui/use-toast';
import { formatZl } from '@/client/lib/item-format';
import { useAcceptDamage } from '@/client/features/rentals/api/accept-damage';
import { useWithdrawDamage } from '@/client/features/rentals/api/withdraw-damage';
import { acceptSplit } from '@/client/features/rentals/utils/damage-rules';
import { failureText } from '@/client/features/rentals/utils/server-errors';
import { DisputeForm } from './dispute-form';

/**
 * What the caller may do to an open report now (the server's `actions`): the renter accepts (asked first, with the
 * amounts) or disputes (a statement and photos); the owner withdraws (asked first).
 */
export function DamageActions({ report }: { report: DamageReport }) {
  const { t, i18n } = useTranslation();
  const accept = useAcceptDamage();
  const withdraw = useWithdrawDamage();
  const [disputing, setDisputing] = useState(false);
  const busy = accept.isPending || withdraw.isPending;
  const zl = (v: string) => formatZl(v, i18n.language);
  const can = (a: DamageReport['actions'][number]) => report.actions.includes(a);
  if (report.actions.length === 0) return null;
  const onError = (title: string) => (err: unknown) =>
    toast({ variant: 'destructive', title, description: failureText(err, t('damage.actionFailed')) });
  const split = acceptSplit(report);

  if (disputing) return <DisputeForm reportId={report.id} onClose={() => setDisputing(false)} />;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap" data-testid="damage-actions">
      {can('accept') && (
        <ConfirmDialog
          icon={CheckCircle2}
          label={t('damage.accept.button')}
          triggerProps={{ className: 'w-full sm:w-fit' }}
          pending={busy}
          title={t('damage.accept.title')}
          description={t('damage.accept.text', { toOwner: zl(split.toOwner), toRenter: zl(split.toRenter) })}
          cancelLabel={t('common.cancel')}
          confirmLabel={t('damage.accept.confirm')}
          onConfirm={() =>
            accept.mutate(report.id, {
              onSuccess: () => toast({ title: t('damage.accept.done') }),
              onError: onError(t('damage.accept.failed')),
            })
          }
        />
      )}
      {can('dispute') && (
        <Button variant="outline" className="w-full sm:w-fit" disabled={busy} onClick={() => setDisputing(true)}>
          <MessageSquareWarning className="h-4 w-4" aria-hidden />
          {t('damage.dispute.button')}
        </Button>
      )}
      {can('withdraw') && (
        <ConfirmDialog
          icon={Undo2}
          label={t('damage.withdraw.button')}
          triggerProps={{ variant: 'outline', className: 'w-full sm:w-fit' }}
          pending={busy}
          title={t('damage.withdraw.title')}
          description={t('damage.withdraw.text', { deposit: zl(report.deposit) })}
          cancelLabel={t('common.cancel')}
          confirmLabel={t('damage.withdraw.confirm')}
          onConfirm={() =>
            withdraw.mutate(report.id, {
              onSuccess: () => toast({ title: t('damage.withdraw.done') }),
              onError: onError(t('damage.withdraw.failed')),
            })
          }
        />
      )}
    </div>
  );
}
