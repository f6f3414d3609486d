import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { ApiError } from '@/client/lib/api-client';
import { useConfirmTestPayment } from '@/client/features/payments/api/confirm-test-payment';
import type { CheckoutIntent, PaymentMethodType, TestPaymentMethod } from '@/client/features/payments/api/types';
import { TEST_BANKS } from '@/client/features/payments/utils/banks';
import {
  cardFormErrors,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  isBlikCode,
} from '@/client/features/payments/utils/card-fields';
import { MethodChoice } from './method-choice';
import { PayButton } from './pay-button';
import { TestModeNotice } from './test-mode-notice';
import type { usePaymentOutcome } from './use-payment-outcome';

type Outcome = ReturnType<typeof usePaymentOutcome>;

/**
 * The built-in test provider's form (issue 12): card (Stripe's test numbers), BLIK (six digits) or Przelewy24 (a
 * bank), confirmed with POST /api/payments/test-provider/confirm. A decline (402) keeps the form for another try.
 */
export function TestPaymentForm({ intent, outcome }: { intent: CheckoutIntent; outcome: Outcome }) {
  const { t } = useTranslation();
  const confirm = useConfirmTestPayment();
  const [method, setMethod] = useState<PaymentMethodType>('card');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [blik, setBlik] = useState('');
  const [bank, setBank] = useState<string>(TEST_BANKS[0].id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

  /** The method to send, or null after showing what is missing. */
  const paymentMethod = (): TestPaymentMethod | null => {
    const found: Record<string, string> =
      method === 'card'
        ? cardFormErrors(card)
        : method === 'blik' && !isBlikCode(blik)
          ? { blik: 'checkout.test.errors.blik' }
          : {};
    setErrors(found);
    if (Object.keys(found).length) return null;
    if (method === 'card')
      return { type: 'card', number: card.number.replace(/\s/g, ''), expiry: card.expiry, cvc: card.cvc };
    if (method === 'blik') return { type: 'blik', code: blik };
    return { type: 'p24', bank };
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (confirm.isPending || done) return;
    const pm = paymentMethod();
    if (!pm) return;
    confirm.mutate(
      { clientSecret: intent.clientSecret, paymentMethod: pm },
      {
        onSuccess: (result) => {
          if (result.nextAction?.url) {
            setDone(true);
            outcome.redirect(result.nextAction.url);
          } else if (result.status === 'succeeded' || result.status === 'processing') {
            setDone(true);
            outcome.finished(intent.paymentIntentId);
          } else outcome.failed(undefined);
        },
        onError: (error) => outcome.failed(error instanceof ApiError ? error.serverMessage : undefined),
      },
    );
  };

  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const busy = confirm.isPending || done;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('checkout.test.formLabel')}>
      <TestModeNotice />
      <MethodChoice value={method} onChange={setMethod} disabled={busy} />
      {method === 'card' && (
        <div className="grid grid-cols-2 gap-3">
          <FormField
            id="card-number"
            className="col-span-2"
            label={t('checkout.test.cardNumber')}
            error={error('number')}
          >
            <Input
              {...fieldAria('card-number', error('number'))}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
              value={card.number}
              onChange={(e) => setCard({ ...card, number: formatCardNumber(e.target.value) })}
              disabled={busy}
            />
          </FormField>
          <FormField id="card-expiry" label={t('checkout.test.expiry')} error={error('expiry')}>
            <Input
              {...fieldAria('card-expiry', error('expiry'))}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('checkout.test.expiryPlaceholder')}
              value={card.expiry}
              onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })}
              disabled={busy}
            />
          </FormField>
          <FormField id="card-cvc" label={t('checkout.test.cvc')} error={error('cvc')}>
            <Input
              {...fieldAria('card-cvc', error('cvc'))}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              value={card.cvc}
              onChange={(e) => setCard({ ...card, cvc: digitsOnly(e.target.value, 4) })}
              disabled={busy}
            />
          </FormField>
        </div>
      )}
      {method === 'blik' && (
        <FormField
          id="blik-code"
          label={t('checkout.test.blikCode')}
          error={error('blik')}
          hint={<p className="text-xs text-gray-600">{t('checkout.test.blikHint')}</p>}
        >
          <Input
            {...fieldAria('blik-code', error('blik'))}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={6}
            value={blik}
            onChange={(e) => setBlik(digitsOnly(e.target.value, 6))}
            disabled={busy}
            className="max-w-40 tracking-widest"
          />
        </FormField>
      )}
      {method === 'p24' && (
        <FormField
          id="p24-bank"
          label={t('checkout.test.bank')}
          hint={<p className="text-xs text-gray-600">{t('checkout.test.bankHint')}</p>}
        >
          <NativeSelect id="p24-bank" value={bank} onChange={(e) => setBank(e.target.value)} disabled={busy}>
            {TEST_BANKS.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <PayButton amount={intent.amount} busy={busy} />
    </form>
  );
}
