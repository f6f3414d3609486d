import { zodResolver } from '@hookform/resolvers/zod';
import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/client/i18n/use-translation';
import { DAMAGE_TEXT_MAX } from '@/shared/domain/damage';
import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import { damageDecisionBodySchema, type AdminDamageListItem } from '@/shared/schemas/damage';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api-client';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { formatZl } from '@/client/lib/item-format';
import { useDecideDamage } from '../api/decide-damage';

type Values = z.input<typeof damageDecisionBodySchema>;
type Decision = z.output<typeof damageDecisionBodySchema>;

const ID = 'damage-decision';

/**
 * The admin's decision on a disputed report: the amount the owner gets (0 up to the deposit) and the reason, then a
 * confirmation that says the split and that the decision is final on the platform.
 */
export function DamageDecisionForm({ report }: { report: AdminDamageListItem }) {
  const { t, i18n } = useTranslation();
  const zl = (v: string) => formatZl(v, i18n.language);
  const decide = useDecideDamage();
  const [pending, setPending] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<string>();
  const deposit = toGrosze(report.deposit);
  const form = useForm<Values, unknown, Decision>({
    resolver: zodResolver(
      damageDecisionBodySchema.refine((v) => toGrosze(v.amount) <= deposit, {
        path: ['amount'],
        message: t('adminDamage.decision.overDeposit', { max: zl(report.deposit) }),
      }),
    ),
    defaultValues: { amount: '', reason: '' },
  });
  const errors = form.formState.errors;

  const confirm = () => {
    if (!pending) return;
    setFailure(undefined);
    decide.mutate(
      { id: report.id, amount: pending.amount, reason: pending.reason },
      {
        onSuccess: () => toast({ title: t('adminDamage.decision.done') }),
        onError: (err) => {
          applyServerFieldErrors(err, ['amount', 'reason'], form.setError);
          setFailure(err instanceof ApiError && err.serverMessage ? err.serverMessage : t('admin.actionFailed'));
        },
      },
    );
    setPending(null);
  };
  const toOwner = pending ? fromGrosze(toGrosze(pending.amount)) : '0';
  const toRenter = pending ? fromGrosze(Math.max(0, deposit - toGrosze(pending.amount))) : '0';

  return (
    <form
      onSubmit={form.handleSubmit((values) => setPending(values))}
      noValidate
      aria-label={t('adminDamage.decision.title')}
      className="flex flex-col gap-4"
      data-testid="admin-damage-decision-form"
    >
      <p className="text-sm text-gray-700">{t('adminDamage.decision.intro', { deposit: zl(report.deposit) })}</p>
      <FormField
        id={`${ID}-amount`}
        label={t('adminDamage.decision.amount', { max: zl(report.deposit) })}
        error={errors.amount?.message}
      >
        <Input
          {...fieldAria(`${ID}-amount`, errors.amount?.message)}
          inputMode="decimal"
          autoComplete="off"
          className="sm:w-48"
          {...form.register('amount')}
        />
      </FormField>
      <FormField id={`${ID}-reason`} label={t('adminDamage.decision.reason')} error={errors.reason?.message}>
        <Textarea
          {...fieldAria(`${ID}-reason`, errors.reason?.message)}
          rows={4}
          maxLength={DAMAGE_TEXT_MAX}
          {...form.register('reason')}
        />
      </FormField>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={decide.isPending} className="w-full sm:w-fit">
        <Gavel className="h-4 w-4" aria-hidden />
        {t('adminDamage.decision.submit')}
      </Button>
      <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('adminDamage.decision.confirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('adminDamage.decision.confirmText', { toOwner: zl(toOwner), toRenter: zl(toRenter) })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <p className="text-sm font-medium text-gray-900">{t('damage.decision.final')}</p>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={confirm}>
              {t('adminDamage.decision.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}
