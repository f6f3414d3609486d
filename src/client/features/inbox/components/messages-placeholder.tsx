import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The Messages tab until the messaging issue brings conversations and the chat pane. */
export function MessagesPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center">
      <MessagesSquare className="h-10 w-10 text-brand-700" aria-hidden />
      <p className="text-gray-700">{t('inbox.messagesSoon')}</p>
    </div>
  );
}
