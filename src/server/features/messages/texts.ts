import type { Language } from '@/shared/constants/limits';
import { translate } from '@/shared/i18n/messages';
import type { MailMessage } from '@/server/adapters/mail/mailer';
import { renderEmail } from '@/server/lib/email-layout';

/** What one recipient left unread in one conversation. */
export interface UnreadGroup {
  conversationId: number;
  senderName: string | null;
  itemName: string;
  count: number;
}

const INBOX_PATH: Record<Language, string> = { pl: '/skrzynka', en: '/inbox' };

/** The inbox's Messages tab (client lib/conversations.ts), with the conversation open when there is only one. */
export function inboxLink(publicUrl: string, lang: Language, conversationIds: number[]): string {
  const query = new URLSearchParams({ tab: 'messages' });
  if (conversationIds.length === 1) query.set('conversation', String(conversationIds[0]));
  return `${publicUrl}${INBOX_PATH[lang]}?${query.toString()}`;
}

/** One e-mail about every message a recipient left unread, in their language: how many, from whom, about what. */
export function unreadMessagesEmail(
  to: { email: string; firstName: string | null; lang: Language },
  groups: UnreadGroup[],
  publicUrl: string,
): MailMessage {
  const t = (key: string, vars: Record<string, string | number> = {}) =>
    translate(to.lang, key.includes('.') ? key : `messaging.${key}`, vars);
  const total = groups.reduce((n, g) => n + g.count, 0);
  const url = inboxLink(
    publicUrl,
    to.lang,
    groups.map((g) => g.conversationId),
  );
  const lines = groups.map((g) =>
    t('unreadLine', { name: g.senderName ?? t('someone'), item: g.itemName, count: g.count }),
  );
  const greeting = to.firstName ? [t('notifications.emailGreeting', { name: to.firstName })] : [];
  const subject = t('unreadSubject', { count: total });
  return {
    to: to.email,
    subject,
    text: [...greeting, t('unreadIntro'), lines.join('\n'), url, t('unreadFooter')].join('\n\n'),
    html: renderEmail({
      lang: to.lang,
      heading: subject,
      paragraphs: [...greeting, t('unreadIntro'), ...lines, t('unreadFooter')],
      button: { label: t('unreadButton'), url },
    }),
  };
}
