import { Lock } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { LANGUAGES } from '@/shared/constants/limits';

/**
 * A message's text as the server sent it. Contact details it hid come as the placeholder of the reader's language;
 * the placeholder is set apart (a lock, italics), so it reads as a notice of the site rather than the sender's words.
 */
export function MessageContent({ content }: { content: string }) {
  const { i18n } = useTranslation();
  const placeholders = LANGUAGES.map((lng) => i18n.getFixedT(lng)('messaging.contactHidden'));
  const pattern = new RegExp(`(${placeholders.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  const parts = content.split(pattern);
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {parts.map((part, i) =>
        placeholders.includes(part) ? (
          <span key={i} className="inline-flex items-baseline gap-1 italic" data-testid="contact-hidden">
            <Lock className="h-3 w-3 shrink-0 self-center" aria-hidden />
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
