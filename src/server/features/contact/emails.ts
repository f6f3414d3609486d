import type { ContactSubject } from '@/shared/constants/contact';
import type { Language } from '@/shared/constants/limits';
import type { MailMessage } from '@/server/adapters/mail/mailer';
import { renderEmail } from '@/server/lib/email-layout';

const ACK_TEXT = {
  pl: {
    subject: 'Otrzymaliśmy Twoją wiadomość ({{reference}})',
    heading: 'Dziękujemy za wiadomość',
    received: 'Otrzymaliśmy Twoją wiadomość w sprawie: {{topic}}. Odpowiemy w ciągu 24 godzin.',
    reference: 'Numer zgłoszenia: {{reference}}. Podaj go, jeśli będziesz do nas pisać w tej sprawie.',
    notYou: 'Jeśli to nie Ty wysłałeś(-aś) tę wiadomość, zignoruj ten email.',
    topics: {
      'pomoc-techniczna': 'Pomoc techniczna',
      'pytanie-o-platnosci': 'Pytanie o płatności',
      'problem-z-kontem': 'Problem z kontem',
      'wspolpraca-biznesowa': 'Współpraca biznesowa',
      inne: 'Inne',
    },
  },
  en: {
    subject: 'We received your message ({{reference}})',
    heading: 'Thank you for your message',
    received: 'We received your message about: {{topic}}. We will reply within 24 hours.',
    reference: 'Reference number: {{reference}}. Please quote it if you write to us about this again.',
    notYou: 'If you did not send this message, ignore this e-mail.',
    topics: {
      'pomoc-techniczna': 'Technical support',
      'pytanie-o-platnosci': 'Payment question',
      'problem-z-kontem': 'Account problem',
      'wspolpraca-biznesowa': 'Business cooperation',
      inne: 'Other',
    },
  },
} satisfies Record<Language, Record<string, unknown> & { topics: Record<ContactSubject, string> }>;

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k]);

/**
 * The acknowledgement to the sender of a contact message, in the language they wrote in. It repeats neither their
 * name nor their text: the address is whatever the form was given, and an e-mail that echoed free text to it would
 * let anyone send any words to anyone under our name.
 */
export function contactAcknowledgementEmail(
  to: string,
  lang: Language,
  reference: string,
  subject: ContactSubject,
): MailMessage {
  const t = ACK_TEXT[lang];
  const vars = { reference, topic: t.topics[subject] };
  const paragraphs = [fill(t.received, vars), fill(t.reference, vars), t.notYou];
  return {
    to,
    subject: fill(t.subject, vars),
    text: paragraphs.join('\n\n'),
    html: renderEmail({ lang, heading: t.heading, paragraphs }),
  };
}
