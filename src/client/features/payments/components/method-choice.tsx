import { CreditCard, Landmark, Smartphone } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { PaymentMethodType } from '@/client/features/payments/api/types';
import { cn } from '@/client/lib/cn';

const METHODS: { type: PaymentMethodType; icon: typeof CreditCard }[] = [
  { type: 'card', icon: CreditCard },
  { type: 'blik', icon: Smartphone },
  { type: 'p24', icon: Landmark },
];

/** Card, BLIK or Przelewy24: radio buttons that look like tiles (arrow keys move between them). */
export function MethodChoice({
  value,
  onChange,
  disabled,
}: {
  value: PaymentMethodType;
  onChange: (type: PaymentMethodType) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-gray-900">{t('checkout.test.method')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {METHODS.map(({ type, icon: Icon }) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-1 rounded-lg border p-3 text-center text-sm font-medium',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              value === type ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-gray-300 text-gray-800',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            <Icon className="h-5 w-5" aria-hidden />
            {t(`checkout.methods.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
