import { Link } from 'react-router';
import type { ChatbotLink } from '@/shared/schemas/chatbot';
import { isSitePath, parseMessage } from '../utils/message-links';

const LINK = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700';

/**
 * An answer's text with its links to pages of this site as router links (never HTML from the answer: text nodes
 * only), and the answer's other links under it.
 */
export function MessageText({
  text,
  links = [],
  onFollow,
}: {
  text: string;
  links?: readonly ChatbotLink[];
  onFollow: () => void;
}) {
  return (
    <>
      <p className="break-words whitespace-pre-wrap">
        {parseMessage(text).map((part, i) =>
          part.kind === 'link' ? (
            <Link key={i} to={part.href} className={LINK} onClick={onFollow}>
              {part.label}
            </Link>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
      {links.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1">
          {links
            .filter((link) => isSitePath(link.href))
            .map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={LINK} onClick={onFollow}>
                  {link.label}
                </Link>
              </li>
            ))}
        </ul>
      )}
    </>
  );
}
