import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { ConversationView } from '@/shared/schemas/messages';
import { Button } from '@/client/components/ui/button';
import { itemPath } from '@/client/lib/paths';
import { otherParty, personName } from '@/client/features/messages/utils/people';
import { ItemThumb } from './item-thumb';
import { RentalChip } from './rental-chip';

/**
 * The chat pane's header: back to the list (phones), the item and the other party, and the rental's days and status
 * when there is one; until a rental is confirmed, a line says that contact details stay hidden and why.
 */
export function ChatHeader({
  conversation: c,
  myId,
  headingId,
  onBack,
}: {
  conversation: ConversationView;
  myId: number;
  headingId: string;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  const other = otherParty(c, myId);
  const role = c.ownerId === myId ? t('chat.role.renter') : t('chat.role.owner');
  return (
    <>
      <header className="flex items-center gap-3 border-b border-gray-200 px-3 py-3 sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          className="-ml-1 shrink-0 md:hidden"
          onClick={onBack}
          aria-label={t('chat.back')}
        >
          <ArrowLeft className="h-5 w-5" aria-hidden />
        </Button>
        <ItemThumb imageUrl={c.item.imageUrl} person={other} className="h-12 w-12" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5 pl-1">
          <h2 id={headingId} className="truncate text-base font-semibold text-gray-900">
            {personName(other) ?? t('chat.deletedUser')}
            <span className="ml-2 text-xs font-normal text-gray-600">{role}</span>
          </h2>
          <p className="truncate text-sm">
            {c.item.deleted ? (
              <span className="text-gray-700">
                {c.item.name} ({t('chat.itemDeleted')})
              </span>
            ) : (
              <Link
                to={itemPath(c.item.id, i18n.language)}
                className="font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {c.item.name}
              </Link>
            )}
          </p>
          {c.rental && <RentalChip rental={c.rental} />}
        </div>
      </header>
      {!c.contactDetailsVisible && (
        <p className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900 sm:px-4">
          <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('chat.contactHiddenNote')}
        </p>
      )}
    </>
  );
}
