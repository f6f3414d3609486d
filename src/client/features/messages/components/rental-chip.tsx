import { CalendarDays } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { ConversationView } from '@/shared/schemas/messages';
import { cn } from '@/client/lib/cn';
import { rentalDays } from '@/client/features/messages/utils/rental-days';

const TONES: Record<NonNullable<ConversationView['rental']>['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-brand-50 text-brand-800',
  active: 'bg-blue-100 text-blue-900',
  completed: 'bg-gray-100 text-gray-800',
  declined: 'bg-red-100 text-red-800',
  cancelled: 'bg-red-100 text-red-800',
};

/** The rental this conversation is about: its days and status, in the chat header. */
export function RentalChip({ rental }: { rental: NonNullable<ConversationView['rental']> }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-700" data-testid="chat-rental">
      <span className="inline-flex items-center gap-1">
        <CalendarDays className="h-3.5 w-3.5" aria-hidden />
        <span className="sr-only">{t('chat.rentalDates')}</span>
        {rentalDays(rental.startDate, rental.endDate)}
      </span>
      <span
        className={cn('rounded-full px-2 py-0.5 font-semibold whitespace-nowrap', TONES[rental.status])}
        data-status={rental.status}
      >
        {t(`rentals.statuses.${rental.status}`)}
      </span>
    </p>
  );
}
