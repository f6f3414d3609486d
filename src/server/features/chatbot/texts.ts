import type { Language } from '@/shared/constants/limits';
import { ROUTES, type RouteName } from '@/shared/constants/routes';
import { lazyDateFormat } from '@/shared/domain/dates';
import type { PaymentStatus, RentalStatus } from '@/shared/domain/rental-status';
import type { UserDataTopic } from './engine/types';

/** A path of this site in the language of the answer: the route's English path, or its Polish alias. */
export function pathIn(lang: Language, name: RouteName, params: Record<string, string | number> = {}): string {
  const paths = ROUTES[name] as readonly string[];
  const pattern = lang === 'pl' && paths.length > 1 ? paths[1] : paths[0];
  return pattern.replace(/:(\w+)/g, (_, key: string) => String(params[key] ?? ''));
}

/** The rental's days are Poland's calendar days already: formatted as such, never shifted through another zone. */
const DAY_FORMATS: Record<Language, () => Intl.DateTimeFormat> = {
  pl: lazyDateFormat({ timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }, 'pl-PL'),
  en: lazyDateFormat({ timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB'),
};

/** 'YYYY-MM-DD' in words of the language: '12 maja 2026', '12 May 2026'. */
export function dayIn(lang: Language, iso: string): string {
  return DAY_FORMATS[lang]().format(new Date(`${iso}T00:00:00Z`));
}

/** An amount as the API sends it ('132.00') with the language's decimal mark: '132,00 zł', '132.00 zł'. */
export function amountIn(lang: Language, amount: string): string {
  return `${lang === 'pl' ? amount.replace('.', ',') : amount} zł`;
}

/** A user's text (an item's name) as the label of a Markdown link: its brackets and line breaks would break it. */
export function linkLabel(text: string): string {
  return text.replace(/\[/g, '(').replace(/\]/g, ')').replace(/\s+/g, ' ').trim() || '—';
}

/** The statuses as the rentals page names them (client i18n `rentals.statuses`, `owner.payment`). */
const STATUS_NAMES: Record<Language, Record<RentalStatus, string>> = {
  pl: {
    pending: 'Oczekuje',
    confirmed: 'Potwierdzony',
    declined: 'Odrzucony',
    active: 'W trakcie',
    completed: 'Zakończony',
    cancelled: 'Anulowany',
  },
  en: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    declined: 'Declined',
    active: 'Active',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
};
const PAYMENT_NAMES: Record<Language, Record<PaymentStatus, string>> = {
  pl: {
    unpaid: 'Oczekuje na płatność',
    paid: 'Opłacony',
    partially_refunded: 'Częściowy zwrot',
    refunded: 'Zwrócono płatność',
  },
  en: { unpaid: 'Payment pending', paid: 'Paid', partially_refunded: 'Partly refunded', refunded: 'Refunded' },
};

export const statusName = (lang: Language, s: RentalStatus) => STATUS_NAMES[lang][s];
export const paymentName = (lang: Language, s: PaymentStatus) => PAYMENT_NAMES[lang][s];

/** Polish nouns after a number take one of three forms: 1 wiadomość, 2 wiadomości, 5 wiadomości. */
const PL_PLURAL = new Intl.PluralRules('pl-PL');
function plForm(n: number, one: string, few: string, many: string): string {
  const rule = PL_PLURAL.select(n);
  return rule === 'one' ? one : rule === 'few' ? few : many;
}

/** Everything the chatbot itself says (its help answers come from the help content). */
export interface ChatbotTexts {
  loginRequired(topic: UserDataTopic, loginHref: string): string;
  loginLabel: string;
  error(supportEmail: string): string;
  rentalsPage: string;
  inboxPage: string;
  asRenter: string;
  asOwner: string;
  /** "Find them all on the Rentals page." */
  allOnRentalsPage(link: string): string;
  requests: {
    mine(n: number): string;
    waitingForMe(n: number): string;
    none: string;
  };
  rentals: { current: string; none: string; recent: string };
  payments: { header: string; none: string; payNow: string };
  nextStart: {
    next(day: string, rental: string, role: string, status: string): string;
    payFirst(link: string): string;
    pendingOnly(rental: string, day: string): string;
    none: string;
    underWay(rental: string, endDay: string): string;
  };
  roleWord(role: 'renter' | 'owner'): string;
  /** The unread count, with a link to the inbox (its label declined in Polish: "w skrzynce"). */
  unread(n: number, inboxHref: string): string;
}

const LOGIN_TOPICS: Record<Language, Record<UserDataTopic, string>> = {
  pl: {
    requests: 'swoje prośby o wypożyczenie',
    rentals: 'swoje wynajmy',
    payments: 'płatności za swoje wynajmy',
    'next-start': 'swój najbliższy wynajem',
    unread: 'swoje wiadomości',
  },
  en: {
    requests: 'your rental requests',
    rentals: 'your rentals',
    payments: 'the payments for your rentals',
    'next-start': 'your next rental',
    unread: 'your messages',
  },
};

export const TEXTS: Record<Language, ChatbotTexts> = {
  pl: {
    loginRequired: (topic, href) =>
      `Żeby sprawdzić ${LOGIN_TOPICS.pl[topic]}, [zaloguj się](${href}), a potem zapytaj mnie jeszcze raz: odpowiem na podstawie Twojego konta.`,
    loginLabel: 'zaloguj się',
    error: (email) =>
      `Przepraszamy, coś poszło nie tak i nie mogę teraz odpowiedzieć. Spróbuj ponownie za chwilę albo napisz do nas na ${email}.`,
    rentalsPage: 'Wynajmy',
    inboxPage: 'Skrzynka',
    asRenter: 'Jako najemca:',
    asOwner: 'Jako właściciel:',
    allOnRentalsPage: (link) => `Wszystkie znajdziesz na stronie ${link}.`,
    requests: {
      mine: (n) => `Twoje prośby czekające na odpowiedź właściciela (${n}):`,
      waitingForMe: (n) => `Prośby o wypożyczenie Twoich przedmiotów czekające na Twoją odpowiedź (${n}):`,
      none: 'Nie masz żadnych oczekujących próśb: ani wysłanych, ani czekających na Twoją odpowiedź.',
    },
    rentals: {
      current: 'Twoje bieżące wynajmy:',
      none: 'Nie masz teraz żadnych bieżących wynajmów.',
      recent: 'Ostatnie:',
    },
    payments: {
      header: 'Płatności za Twoje wynajmy:',
      none: 'Nie masz jeszcze wynajmów z płatnością: płacisz dopiero po akceptacji prośby przez właściciela.',
      payNow: 'zapłać',
    },
    nextStart: {
      next: (day, rental, role, status) =>
        `Twój najbliższy wynajem zaczyna się ${day}: ${rental} (${role}, ${status}).`,
      payFirst: (link) => `Rezerwacja czeka na Twoją płatność: ${link}.`,
      pendingOnly: (rental, day) =>
        `Nie masz jeszcze potwierdzonego wynajmu. Najbliższa prośba czeka na odpowiedź: ${rental}, od ${day}.`,
      none: 'Nie masz zaplanowanych wynajmów.',
      underWay: (rental, endDay) => `Trwa teraz: ${rental}, do ${endDay}.`,
    },
    roleWord: (role) => (role === 'renter' ? 'jako najemca' : 'jako właściciel'),
    unread: (n, href) =>
      n === 0
        ? `Nie masz nieprzeczytanych wiadomości. Wszystkie rozmowy są w [skrzynce](${href}).`
        : `Masz ${n} ${plForm(n, 'nieprzeczytaną wiadomość', 'nieprzeczytane wiadomości', 'nieprzeczytanych wiadomości')}. Przeczytasz ${n === 1 ? 'ją' : 'je'} w [skrzynce](${href}).`,
  },
  en: {
    loginRequired: (topic, href) =>
      `To check ${LOGIN_TOPICS.en[topic]}, please [log in](${href}) and ask me again: I will answer from your account.`,
    loginLabel: 'log in',
    error: (email) =>
      `Sorry, something went wrong and I can't answer right now. Please try again in a moment or write to us at ${email}.`,
    rentalsPage: 'Rentals',
    inboxPage: 'Inbox',
    asRenter: 'As the renter:',
    asOwner: 'As the owner:',
    allOnRentalsPage: (link) => `You'll find them all on the ${link} page.`,
    requests: {
      mine: (n) => `Your requests waiting for the owner's answer (${n}):`,
      waitingForMe: (n) => `Requests for your items waiting for your answer (${n}):`,
      none: 'You have no pending requests, neither sent nor waiting for your answer.',
    },
    rentals: {
      current: 'Your current rentals:',
      none: 'You have no current rentals.',
      recent: 'Most recent:',
    },
    payments: {
      header: 'Payments for your rentals:',
      none: 'You have no rentals with a payment yet: you pay only once the owner accepts your request.',
      payNow: 'pay now',
    },
    nextStart: {
      next: (day, rental, role, status) => `Your next rental starts on ${day}: ${rental} (${role}, ${status}).`,
      payFirst: (link) => `The booking is waiting for your payment: ${link}.`,
      pendingOnly: (rental, day) =>
        `You have no confirmed rental yet. Your nearest request is waiting for an answer: ${rental}, from ${day}.`,
      none: 'You have no rentals coming up.',
      underWay: (rental, endDay) => `Under way now: ${rental}, until ${endDay}.`,
    },
    roleWord: (role) => (role === 'renter' ? 'as the renter' : 'as the owner'),
    unread: (n, href) =>
      n === 0
        ? `You have no unread messages. All your conversations are in your [Inbox](${href}).`
        : `You have ${n} unread ${n === 1 ? 'message' : 'messages'}. Read ${n === 1 ? 'it' : 'them'} in your [Inbox](${href}).`,
  },
};
