import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import { onboardingFormSchema } from '@/shared/schemas/payouts';
import { Button } from '@/client/components/ui/button';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { useSubmitTestOnboarding } from '@/client/features/payouts/api/submit-test-onboarding';
import { todayInPoland } from '@/client/features/payouts/utils/dates';
import { TestIbanChoice } from './test-iban-choice';

const FIELDS = ['legalName', 'dateOfBirth', 'address', 'city', 'postalCode', 'iban'] as const;
type Field = (typeof FIELDS)[number];

/**
 * What Stripe asks an individual in Poland, on the test provider's page: checked here with the server's own schema,
 * then sent with the page's address (which names the account and the link's token).
 */
export function OnboardingForm({
  url,
  defaultName,
  onDone,
  onLinkError,
}: {
  url: string;
  defaultName: string;
  onDone: (returnUrl: string) => void;
  /** 404 (unknown link) or 410 (expired): the page shows why instead of the form. */
  onLinkError: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const submit = useSubmitTestOnboarding();
  const { register, handleSubmit, setError, setValue, formState } = useForm({
    resolver: zodResolver(onboardingFormSchema(todayInPoland())),
    defaultValues: { legalName: defaultName, dateOfBirth: '', address: '', city: '', postalCode: '', iban: '' },
  });
  const err = (name: Field) => formState.errors[name]?.message;
  const field = (name: Field, props: Record<string, unknown> = {}, hint?: string) => {
    const id = `onboarding-${name}`;
    return (
      <FormField
        id={id}
        label={t(`payouts.onboarding.fields.${name}`)}
        error={err(name)}
        hint={hint ? <p className="text-sm text-gray-600">{hint}</p> : undefined}
      >
        <Input {...props} {...fieldAria(id, err(name))} {...register(name)} />
      </FormField>
    );
  };
  const onSubmit = handleSubmit((fields) =>
    submit.mutate(
      { ...fields, url },
      {
        onSuccess: (answer) => onDone(answer.returnUrl),
        onError: (e) => {
          if (onLinkError(e)) return;
          applyServerFieldErrors(e, FIELDS, setError);
          toast({
            variant: 'destructive',
            title: t('payouts.onboarding.failed'),
            description: errorMessage(e, t('common.error')),
          });
        },
      },
    ),
  );
  const busy = submit.isPending || submit.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" data-testid="onboarding-form">
      <fieldset className="grid gap-4 border-t border-gray-200 pt-5">
        <legend className="pr-2 text-base font-semibold text-gray-900">{t('payouts.onboarding.personal')}</legend>
        {field('legalName', { autoComplete: 'name' }, t('payouts.onboarding.hints.legalName'))}
        {field('dateOfBirth', { type: 'date', autoComplete: 'bday' })}
      </fieldset>
      <fieldset className="grid gap-4 border-t border-gray-200 pt-5">
        <legend className="pr-2 text-base font-semibold text-gray-900">{t('payouts.onboarding.home')}</legend>
        {field('address', { autoComplete: 'street-address' })}
        <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
          {field('postalCode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
          {field('city', { autoComplete: 'address-level2' })}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 border-t border-gray-200 pt-5">
        <legend className="pr-2 text-base font-semibold text-gray-900">{t('payouts.onboarding.bank')}</legend>
        {field(
          'iban',
          { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, className: 'font-mono' },
          t('payouts.onboarding.hints.iban'),
        )}
        <TestIbanChoice onPick={(iban) => setValue('iban', iban, { shouldValidate: formState.isSubmitted })} />
      </fieldset>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        {busy ? t('payouts.onboarding.submitting') : t('payouts.onboarding.submit')}
      </Button>
    </form>
  );
}
