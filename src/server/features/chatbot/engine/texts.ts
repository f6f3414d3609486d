import type { Language } from '@/shared/constants/limits';
import type { CancellationTerms } from '@/shared/constants/listing';

/**
 * The default engine's own words (issue 23 §2): everything it says that is not a help section's answer. Each text in
 * its language only (foreign-words.ts checks them). Figures come in as arguments, already formatted; never written here.
 */
export interface EngineTexts {
  handoff: (contactLink: string, supportEmail: string, replyHours: number) => string;
  contactLabel: string;
  refusal: string;
  injection: string;
  greeting: string;
  thanks: string;
  farewell: string;
  /** The terms' name as the sentences below take it (Polish: "przy warunkach standardowych"). */
  termsName: Record<CancellationTerms, string>;
  /** "3 × 40,00 zł = 120,00 zł …". */
  price: (p: {
    days: number;
    perDay: string;
    subtotal: string;
    feePercent: number;
    fee: string;
    total: string;
  }) => string;
  priceDeposit: (deposit: string) => string;
  refundOwner: string;
  refundWithin: (p: { terms: string; hours: number; percent: number; feeBack: boolean }) => string;
  refundOutside: (p: { terms: string; hours: number; limit: number }) => string;
  refundAmount: (p: { price: string; fee: string; refund: string }) => string;
  depositBack: string;
  seeArticle: string;
}

const pl: EngineTexts = {
  handoff: (contactLink, supportEmail, replyHours) =>
    `Nie znam odpowiedzi na to pytanie i nie chcę zgadywać. Napisz do nas przez ${contactLink} albo na adres ${supportEmail}: odpowiadamy w ciągu ${replyHours} godzin.`,
  contactLabel: 'formularz kontaktowy',
  refusal:
    'Pomagam tylko w sprawach naszego serwisu wypożyczeń: opłaty, rezerwacje i anulowanie, kaucje, płatności, weryfikacja konta, ogłoszenia, wiadomości i opinie. Na inne pytania nie odpowiadam.',
  injection:
    'Nie mogę tego zrobić. Odpowiadam tylko na pytania o nasz serwis wypożyczeń, według zasad opisanych w centrum pomocy: opłaty, rezerwacje i anulowanie, kaucje, płatności, weryfikacja konta, ogłoszenia.',
  greeting:
    'Dzień dobry! Chętnie pomogę w sprawach serwisu: opłaty, rezerwacje i anulowanie, kaucje, płatności, weryfikacja konta, ogłoszenia. O co chcesz zapytać?',
  thanks: 'Proszę bardzo! Jeśli masz jeszcze pytania o wypożyczanie, śmiało pytaj.',
  farewell: 'Do zobaczenia! W razie pytań o wypożyczanie jestem tutaj.',
  termsName: { strict: 'restrykcyjnych', standard: 'standardowych', flexible: 'elastycznych' },
  price: ({ days, perDay, subtotal, feePercent, fee, total }) =>
    `Za ${days} ${days === 1 ? 'dzień' : 'dni'} przy cenie ${perDay} za dzień: ${days} × ${perDay} = ${subtotal}, plus opłata serwisowa ${feePercent}% (${fee}), razem ${total}.`,
  priceDeposit: (deposit) => `Kaucja zwrotna (${deposit}) jest pobierana osobno i wraca po zakończeniu wynajmu.`,
  refundOwner:
    'Gdy wynajem anuluje właściciel (albo serwis), najemca dostaje zwrot całej zapłaconej kwoty: ceny wynajmu, opłaty serwisowej i kaucji.',
  refundWithin: ({ terms, hours, percent, feeBack }) =>
    `Przy warunkach ${terms} anulowanie ${hours} h przed rozpoczęciem mieści się w terminie: dostajesz zwrot ${percent}% ceny wynajmu${feeBack ? ' i opłatę serwisową' : ' (opłata serwisowa nie wraca)'}.`,
  refundOutside: ({ terms, hours, limit }) =>
    `Przy warunkach ${terms} anulowanie ${hours} h przed rozpoczęciem to za późno (termin: ${limit} h przed): cena wynajmu i opłata serwisowa nie wracają.`,
  refundAmount: ({ price, fee, refund }) =>
    `Przy cenie wynajmu ${price} (i opłacie serwisowej ${fee}) zwrot wynosi ${refund}, nie licząc kaucji.`,
  depositBack: 'Kaucja wraca zawsze.',
  seeArticle: 'Więcej:',
};

const en: EngineTexts = {
  handoff: (contactLink, supportEmail, replyHours) =>
    `I don't know the answer to that and would rather not guess. Please write to us through the ${contactLink} or at ${supportEmail}: we reply within ${replyHours} hours.`,
  contactLabel: 'contact form',
  refusal:
    'I can only help with our rental marketplace: fees, bookings and cancellations, deposits, payments, account verification, listings, messages and reviews. I cannot answer other questions.',
  injection:
    'I cannot do that. I only answer questions about our rental marketplace, by the rules in the help centre: fees, bookings and cancellations, deposits, payments, account verification, listings.',
  greeting:
    'Hello! I can help with the marketplace: fees, bookings and cancellations, deposits, payments, account verification, listings. What would you like to know?',
  thanks: "You're welcome! If you have more questions about renting, just ask.",
  farewell: "Goodbye! I'm here if you have questions about renting.",
  termsName: { strict: 'strict', standard: 'standard', flexible: 'flexible' },
  price: ({ days, perDay, subtotal, feePercent, fee, total }) =>
    `For ${days} ${days === 1 ? 'day' : 'days'} at ${perDay} a day: ${days} × ${perDay} = ${subtotal}, plus the ${feePercent}% booking fee (${fee}), ${total} in total.`,
  priceDeposit: (deposit) => `The damage deposit (${deposit}) is held separately and comes back after the rental.`,
  refundOwner:
    'When the owner (or the service) cancels a rental, the renter gets back everything they paid: the rental price, the booking fee and the deposit.',
  refundWithin: ({ terms, hours, percent, feeBack }) =>
    `With ${terms} terms, cancelling ${hours} h before the start is in time: you get back ${percent}% of the rental price${feeBack ? ' and the booking fee' : ' (the booking fee is not refunded)'}.`,
  refundOutside: ({ terms, hours, limit }) =>
    `With ${terms} terms, cancelling ${hours} h before the start is too late (the limit is ${limit} h before): the rental price and the booking fee are not refunded.`,
  refundAmount: ({ price, fee, refund }) =>
    `For a rental price of ${price} (and a booking fee of ${fee}) the refund is ${refund}, not counting the deposit.`,
  depositBack: 'The deposit always comes back.',
  seeArticle: 'More:',
};

export const ENGINE_TEXTS: Record<Language, EngineTexts> = { pl, en };
