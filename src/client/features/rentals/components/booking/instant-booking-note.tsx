import { Zap } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';

/**
 * What booking an instant listing means, before the button (issue 26 §2): confirmed at once and paid next; or, when
 * the owner books instantly only verified renters and this one is not (or not signed in), that theirs is a request.
 */
export function InstantBookingNote({ instantForMe }: { instantForMe: boolean }) {
  const { t } = useTranslation();
  return instantForMe ? (
    <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950" data-testid="instant-note">
      <Zap className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden />
      <span>{t('instantBooking.panelNote')}</span>
    </p>
  ) : (
    <p className="rounded-md bg-gray-50 p-3 text-sm text-gray-800" data-testid="instant-note">
      {t('instantBooking.panelVerifiedOnly')}
    </p>
  );
}
