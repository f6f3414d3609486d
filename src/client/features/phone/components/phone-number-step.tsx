import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import { PHONE_VERIFICATION_COUNTRIES } from '@/shared/domain/verification';
import { countryByIso } from '@/shared/constants/countries';
import { sendVerificationSchema, type SendVerificationResponse } from '@/shared/schemas/phone';
import { Button } from '@/client/components/ui/button';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { useSendPhoneCode } from '@/client/features/phone/api/send-phone-code';

export interface SentCode extends SendVerificationResponse {
  countryCode: string;
  /** What the user typed, to fill the form again after "change number". */
  typedNumber: string;
  /** When the response arrived (ms): the resend countdown starts here. */
  sentAt: number;
}

const FIELDS = ['phoneNumber', 'countryCode'] as const;

/** Step 1: one of the 12 country codes (default +48) and the number; sends the code by SMS. */
export function PhoneNumberStep({
  idPrefix,
  initial,
  onSent,
  intro = true,
}: {
  idPrefix: string;
  /** The explanation above the fields; the dialog has its own. */
  intro?: boolean;
  initial?: { countryCode: string; phoneNumber: string };
  onSent: (sent: SentCode) => void;
}) {
  const { t, i18n } = useTranslation();
  const send = useSendPhoneCode();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(sendVerificationSchema),
    defaultValues: initial ?? { countryCode: PHONE_VERIFICATION_COUNTRIES[0].code, phoneNumber: '' },
  });
  const { errors } = formState;
  const countryId = `${idPrefix}-country`;
  const numberId = `${idPrefix}-number`;

  const onSubmit = handleSubmit((input) => {
    send.mutate(input, {
      onSuccess: (answer) =>
        onSent({ ...answer, countryCode: input.countryCode, typedNumber: input.phoneNumber, sentAt: Date.now() }),
      onError: (e) => {
        applyServerFieldErrors(e, FIELDS, setError);
        toast({
          variant: 'destructive',
          title: t('phone.sendFailedTitle'),
          description: errorMessage(e, t('phone.sendFailed')),
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="phone-step-number">
      {intro && <p className="text-sm text-gray-700">{t('phone.step1Description')}</p>}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <FormField id={countryId} label={t('phone.countryCode')} error={errors.countryCode?.message}>
          <NativeSelect {...fieldAria(countryId, errors.countryCode?.message)} {...register('countryCode')}>
            {PHONE_VERIFICATION_COUNTRIES.map((c) => {
              const country = countryByIso(c.region);
              const name = i18n.language === 'en' ? country?.nameEn : country?.namePl;
              return (
                <option key={c.code} value={c.code}>
                  {c.code} {name}
                </option>
              );
            })}
          </NativeSelect>
        </FormField>
        <FormField id={numberId} label={t('phone.number')} error={errors.phoneNumber?.message}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('phone.numberPlaceholder')}
            {...fieldAria(numberId, errors.phoneNumber?.message)}
            {...register('phoneNumber')}
          />
        </FormField>
      </div>
      {send.isError && (
        <p role="alert" className="text-sm text-red-700" data-testid="phone-send-error">
          {errorMessage(send.error, t('phone.sendFailed'))}
        </p>
      )}
      <Button type="submit" disabled={send.isPending} className="sm:justify-self-start">
        {send.isPending ? t('phone.sending') : t('phone.sendCode')}
      </Button>
    </form>
  );
}
