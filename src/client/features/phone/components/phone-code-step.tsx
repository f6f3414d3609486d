import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { PHONE_CODE_LENGTH } from '@/shared/domain/verification';
import { Button } from '@/client/components/ui/button';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useSendPhoneCode } from '@/client/features/phone/api/send-phone-code';
import { useVerifyPhoneCode } from '@/client/features/phone/api/verify-phone-code';
import type { SentCode } from './phone-number-step';
import { formatMinutesSeconds, useSecondsLeft } from './use-seconds-left';

/**
 * Step 2: the 6-digit code (digits only; verify enabled at exactly 6), the expiry countdown, resend once the server
 * allows it (resendAfterSeconds, or a 429's Retry-After), and "change number" back to step 1.
 */
export function PhoneCodeStep({
  idPrefix,
  sent,
  onResent,
  onChangeNumber,
  onVerified,
}: {
  idPrefix: string;
  sent: SentCode;
  onResent: (sent: SentCode) => void;
  onChangeNumber: () => void;
  onVerified: (mobileNumber: string) => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyPhoneCode((answer) => {
    toast({ title: t('phone.verifiedTitle'), description: t('phone.verifiedDescription') });
    onVerified(answer.mobileNumber);
  });
  const resend = useSendPhoneCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [resendAt, setResendAt] = useState(sent.sentAt + sent.resendAfterSeconds * 1000);
  const expiresIn = useSecondsLeft(new Date(sent.expiresAt).getTime());
  const resendIn = useSecondsLeft(resendAt);
  const codeId = `${idPrefix}-code`;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setError('validation.codeRequired');
    if (trimmed.length !== PHONE_CODE_LENGTH) return setError('validation.codeInvalid');
    setError(undefined);
    verify.mutate(
      { phoneNumber: sent.phoneNumber, verificationCode: trimmed },
      {
        onError: (err) => {
          const message = errorMessage(err, t('phone.invalidCode'));
          setError(message);
          setCode('');
          toast({ variant: 'destructive', title: t('phone.verifyFailedTitle'), description: message });
        },
      },
    );
  };

  const onResend = () => {
    resend.mutate(
      { countryCode: sent.countryCode, phoneNumber: sent.typedNumber },
      {
        onSuccess: (answer) => {
          const next = { ...sent, ...answer, sentAt: Date.now() };
          setResendAt(next.sentAt + answer.resendAfterSeconds * 1000);
          setError(undefined);
          setCode('');
          onResent(next);
          toast({ title: t('phone.resentTitle'), description: t('phone.codeSentTo', { number: answer.phoneNumber }) });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.retryAfterSeconds) setResendAt(Date.now() + err.retryAfterSeconds * 1000);
          toast({
            variant: 'destructive',
            title: t('phone.sendFailedTitle'),
            description: errorMessage(err, t('phone.sendFailed')),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="phone-step-code">
      <p className="text-sm text-gray-700" data-testid="phone-sent-to">
        {t('phone.codeSentTo', { number: sent.phoneNumber })}
      </p>
      <FormField
        id={codeId}
        label={t('phone.code')}
        error={error}
        hint={
          <p className="text-sm text-gray-600" data-testid="phone-expiry">
            {expiresIn > 0 ? t('phone.expiresIn', { time: formatMinutesSeconds(expiresIn) }) : t('phone.expired')}
          </p>
        }
      >
        <Input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={PHONE_CODE_LENGTH}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, PHONE_CODE_LENGTH))}
          className="max-w-48 font-mono text-lg tracking-[0.3em]"
          {...fieldAria(codeId, error)}
        />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" disabled={code.length !== PHONE_CODE_LENGTH || verify.isPending}>
          {verify.isPending ? t('phone.verifying') : t('phone.verify')}
        </Button>
        <Button type="button" variant="outline" onClick={onChangeNumber}>
          {t('phone.changeNumber')}
        </Button>
        <Button type="button" variant="ghost" onClick={onResend} disabled={resendIn > 0 || resend.isPending}>
          {resendIn > 0 ? t('phone.resendIn', { seconds: resendIn }) : t('phone.resend')}
        </Button>
      </div>
    </form>
  );
}
