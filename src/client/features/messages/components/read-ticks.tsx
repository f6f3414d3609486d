import { Check, CheckCheck, Clock } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';

export type DeliveryState = 'sending' | 'sent' | 'read';

/** Under my own bubbles: a clock while sending, ✓ sent, ✓✓ read; the words are there for screen readers. */
export function ReadTicks({ state }: { state: DeliveryState }) {
  const { t } = useTranslation();
  const Icon = state === 'sending' ? Clock : state === 'read' ? CheckCheck : Check;
  return (
    <span className="inline-flex items-center" data-testid="read-ticks" data-state={state}>
      <Icon className="h-3.5 w-3.5" aria-hidden />
      <span className="sr-only">{t(`chat.delivery.${state}`)}</span>
    </span>
  );
}
