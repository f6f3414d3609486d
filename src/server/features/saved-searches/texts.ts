import type { Language } from '@/shared/constants/limits';
import { ROUTES } from '@/shared/constants/routes';
import { displayDateOf } from '@/shared/domain/dates';
import { zl } from '@/shared/help/figures';
import { translate } from '@/shared/i18n/messages';
import { SEARCH_PARAMS } from '@/shared/schemas/search';
import type { MailMessage } from '@/server/adapters/mail/mailer';
import { renderEmail } from '@/server/lib/email-layout';

/** The filters of a saved search as stored. */
export interface SearchFilters {
  q: string;
  categoryId: number | null;
  location: string | null;
  district: string | null;
  start: string | null;
  end: string | null;
}

/** A page's path in a language: the route's English path, or its Polish alias. */
const pathIn = (route: keyof typeof ROUTES, lang: Language) => {
  const paths = ROUTES[route] as readonly string[];
  return paths[lang === 'en' ? 0 : Math.min(1, paths.length - 1)];
};

/** The search in words, as its page shows it: "Wiertarka · Narzędzia i sprzęt · Kraków, Kazimierz · 12/12/2026–14/12/2026". */
export function describeSearch(s: SearchFilters, lang: Language): string {
  const t = (key: string, vars: Record<string, string> = {}) => translate(lang, `savedSearchEmail.${key}`, vars);
  const parts: string[] = [];
  if (s.q) parts.push(s.q);
  if (s.categoryId !== null) parts.push(t(`category_${s.categoryId}`));
  const place = [s.location, s.district].filter(Boolean).join(', ');
  if (place) parts.push(place);
  if (s.start && s.end)
    parts.push(
      s.start === s.end
        ? displayDateOf(s.start)
        : t('dates', { start: displayDateOf(s.start), end: displayDateOf(s.end) }),
    );
  return parts.length > 0 ? parts.join(' · ') : t('anything');
}

/** Browse with the search's filters, in the language (the parameters browse keeps in its URL). */
export function browseLink(publicUrl: string, s: SearchFilters, lang: Language): string {
  const p = new URLSearchParams();
  if (s.q) p.set(SEARCH_PARAMS.q, s.q);
  if (s.categoryId !== null) p.set(SEARCH_PARAMS.category, String(s.categoryId));
  if (s.start) p.set(SEARCH_PARAMS.start, s.start);
  if (s.end) p.set(SEARCH_PARAMS.end, s.end);
  if (s.location) p.set(SEARCH_PARAMS.location, s.location);
  if (s.district) p.set(SEARCH_PARAMS.district, s.district);
  const query = p.toString();
  return `${publicUrl}${pathIn('browse', lang)}${query ? `?${query}` : ''}`;
}

/** The page that deletes the search without logging in (it asks the API when opened in a browser). */
export function unsubscribePageLink(publicUrl: string, token: string, lang: Language): string {
  return `${publicUrl}${pathIn('savedSearchUnsubscribe', lang)}?token=${encodeURIComponent(token)}`;
}

/** The API's one-click address (RFC 8058), for the List-Unsubscribe header: a mail client POSTs to it. */
export function unsubscribeApiLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;
}

export interface NewItem {
  id: number;
  name: string;
  pricePerDay: string;
  location: string;
  district: string | null;
}

/**
 * The e-mail of one saved search's new items, in the recipient's language: the search in words, each item with its
 * price, place and link, the browse link, and the unsubscribe link in the text and in the List-Unsubscribe headers.
 */
export function newItemsEmail(opts: {
  to: { email: string; firstName: string | null; lang: Language };
  search: SearchFilters;
  items: NewItem[];
  more: boolean;
  token: string;
  publicUrl: string;
}): MailMessage {
  const { to, search, publicUrl } = opts;
  const lang = to.lang;
  const t = (key: string, vars: Record<string, string | number> = {}) =>
    translate(lang, key.includes('.') ? key : `savedSearchEmail.${key}`, vars);
  const words = describeSearch(search, lang);
  const subject = t('emailSubject', { search: words });
  const greeting = to.firstName ? [t('notifications.emailGreeting', { name: to.firstName })] : [];
  const lines = opts.items.map((i) => ({
    label: t('emailItemLine', {
      name: i.name,
      price: zl(i.pricePerDay, lang),
      place: [i.location, i.district].filter(Boolean).join(', '),
    }),
    url: `${publicUrl}${pathIn('item', lang).replace(':id', String(i.id))}`,
  }));
  const browse = browseLink(publicUrl, search, lang);
  const unsubscribe = unsubscribePageLink(publicUrl, opts.token, lang);
  const intro = t('emailIntro', { search: words });
  const more = opts.more ? [t('emailMore')] : [];
  return {
    to: to.email,
    subject,
    text: [
      ...greeting,
      intro,
      lines.map((l) => `- ${l.label}\n  ${l.url}`).join('\n'),
      ...more,
      `${t('emailButton')}: ${browse}`,
      t('emailFooter'),
      `${t('emailUnsubscribe')} ${unsubscribe}`,
    ].join('\n\n'),
    html: renderEmail({
      lang,
      heading: subject,
      paragraphs: [...greeting, intro],
      links: lines,
      button: { label: t('emailButton'), url: browse },
      footnote: {
        text: `${more.join(' ')} ${t('emailFooter')} ${t('emailUnsubscribe')}`.trim(),
        link: { label: t('emailUnsubscribeLink'), url: unsubscribe },
      },
    }),
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiLink(publicUrl, opts.token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
