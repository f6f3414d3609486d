import { useTranslation } from '@/client/i18n/use-translation';
import type { AdminDamageDetail } from '@/shared/schemas/damage';
import { formatMoment } from './format';

/** The two parties' messages about the item, oldest first, as the server sends them. */
export function DamageMessages({ messages }: { messages: AdminDamageDetail['messages'] }) {
  const { t, i18n } = useTranslation();
  if (messages.length === 0) return <p className="text-sm text-gray-700">{t('adminDamage.noMessages')}</p>;
  return (
    <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto" data-testid="admin-damage-messages">
      {messages.map((m) => (
        <li key={m.id} className="rounded-lg bg-gray-50 p-3 text-sm">
          <p className="text-xs text-gray-700">
            <span className="font-medium text-gray-900">{m.senderName}</span>
            {' · '}
            <time dateTime={m.createdAt}>{formatMoment(m.createdAt, i18n.language)}</time>
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{m.content}</p>
        </li>
      ))}
    </ol>
  );
}
