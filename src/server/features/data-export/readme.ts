import type { Language } from '@/shared/constants/limits';
import { warsawDateTime } from '@/shared/domain/dates';
import type { ExportFile } from './collect';

/**
 * The README.txt of an export, in the account's language. Kept here rather than in shared/i18n/messages.ts: those
 * texts ship to every browser, and this one is only ever written by the server.
 */
const FILES: Record<Language, Record<ExportFile, string>> = {
  pl: {
    'profile.json':
      'Twoje konto: imię i nazwisko, e-mail, telefon, język, weryfikacje, zaakceptowana wersja regulaminu.',
    'listings.json':
      'Twoje ogłoszenia (także usunięte): opisy, ceny, kaucje, zasady wynajmu, zablokowane dni i nazwy plików zdjęć.',
    'rentals-as-renter.json':
      'Wynajmy, w których wypożyczasz: daty, ceny, status i historia zmian. Właściciel jest podany tylko skrótem imienia i nazwiska.',
    'rentals-as-owner.json': 'Wynajmy Twoich przedmiotów: jak wyżej, najemca podany skrótem imienia i nazwiska.',
    'payments-and-refunds.json': 'Twoje płatności za wynajmy (kwoty w zł, metoda, status) i zwroty do nich.',
    'payouts.json': 'Konto wypłat (ostatnie 4 cyfry rachunku) i wypłaty za wynajmy Twoich przedmiotów.',
    'messages.json':
      'Rozmowy z innymi użytkownikami. Twoje wiadomości są w całości; w wiadomościach drugiej strony dane kontaktowe są ukryte.',
    'reviews-given.json': 'Opinie napisane przez Ciebie.',
    'reviews-received.json': 'Opublikowane opinie o Tobie i Twoich przedmiotach.',
    'notifications.json': 'Powiadomienia z Twojej skrzynki w serwisie.',
    'identity-checks.json':
      'Weryfikacje tożsamości: dane z formularza, decyzja i jej data. Bez zdjęć dokumentów i pełnego numeru dokumentu: usuwamy je po decyzji.',
    'phone-verifications.json': 'Kody SMS wysłane do weryfikacji numeru (bez samych kodów).',
    'consents.json': 'Zaakceptowane wersje regulaminu i polityki prywatności, z datą i adresem IP.',
    'sessions.json': 'Aktywne logowania: kiedy, z jakiej przeglądarki i adresu IP.',
    'audit-events.json': 'Zdarzenia dotyczące Twojego konta zapisane w dzienniku (np. decyzje o weryfikacji).',
    'favourites.json': 'Ulubione przedmioty.',
    'saved-searches.json': 'Zapisane wyszukiwania.',
    'handover-records.json':
      'Protokoły odbioru i zwrotu w Twoich wynajmach; zdjęcia tylko te, które dodano z Twojego konta.',
    'damage-reports.json': 'Zgłoszenia szkód w Twoich wynajmach i Twoje zdjęcia do nich.',
    'contact-messages.json': 'Wiadomości wysłane przez formularz kontaktowy po zalogowaniu.',
    'tax-information.json': 'Dane podatkowe podane dla DAC7 (w całości) i nasze powiadomienia DAC7 za kolejne lata.',
  },
  en: {
    'profile.json':
      'Your account: name, e-mail, phone, language, verifications, the version of the terms you accepted.',
    'listings.json':
      'Your listings (deleted ones too): descriptions, prices, deposits, rental rules, blocked days and photo file names.',
    'rentals-as-renter.json':
      'Rentals in which you rent: dates, prices, status and history. The owner is named only by first name and initial.',
    'rentals-as-owner.json': 'Rentals of your items: as above, the renter named by first name and initial.',
    'payments-and-refunds.json': 'Your payments for rentals (amounts in zł, method, status) and their refunds.',
    'payouts.json':
      'Your payout account (last 4 digits of the bank account) and the payouts for rentals of your items.',
    'messages.json':
      "Conversations with other users. Your messages in full; contact details in the other side's messages are hidden.",
    'reviews-given.json': 'Reviews you wrote.',
    'reviews-received.json': 'Published reviews about you and your items.',
    'notifications.json': 'The notifications in your inbox on the site.',
    'identity-checks.json':
      'Identity verifications: what the form said, the decision and its date. No document images and no full document number: we delete them after the decision.',
    'phone-verifications.json': 'SMS codes sent to verify your number (without the codes).',
    'consents.json': 'The versions of the terms and privacy policy you accepted, with the time and IP address.',
    'sessions.json': 'Active logins: when, from which browser and IP address.',
    'audit-events.json': 'Events about your account in the audit log (e.g. verification decisions).',
    'favourites.json': 'Your favourite items.',
    'saved-searches.json': 'Your saved searches.',
    'handover-records.json': 'Pickup and return records of your rentals; photos only those added from your account.',
    'damage-reports.json': 'Damage reports in your rentals and your photos for them.',
    'contact-messages.json': 'Messages you sent through the contact form while signed in.',
    'tax-information.json': 'The tax information you gave for DAC7 (in full) and our DAC7 notices for each year.',
  },
};

const TEXT: Record<Language, { title: string; intro: string; files: string; photos: string; format: string }> = {
  pl: {
    title: 'Twoje dane w Wypożyczalni',
    intro:
      'Ta paczka to kopia danych Twojego konta (art. 15 i 20 RODO), przygotowana {{at}}. Inne osoby są w niej podane tylko skrótem imienia i nazwiska oraz numerem konta.',
    files: 'Pliki:',
    photos: 'photos/ – Twoje zdjęcia: zdjęcie profilowe, zdjęcia ogłoszeń, protokołów odbioru i zwrotu oraz szkód.',
    format:
      'Pliki .json to zwykły tekst w formacie JSON (otworzysz je w edytorze lub przeglądarce). Kwoty w złotych, czasy w UTC (ISO 8601).',
  },
  en: {
    title: 'Your data at Wypożyczalnia',
    intro:
      'This package is a copy of your account data (GDPR Articles 15 and 20), prepared {{at}}. Other people appear only by their first name and initial and their account number.',
    files: 'Files:',
    photos: 'photos/ – your photos: profile photo, listing photos, pickup, return and damage photos.',
    format:
      'The .json files are plain text in JSON (open them in a text editor or a browser). Amounts in złoty, times in UTC (ISO 8601).',
  },
};

/** README.txt: what each file holds, in `lang`, with the moment the export was made (Poland's time). */
export function readmeText(lang: Language, files: readonly ExportFile[], at: Date): string {
  const t = TEXT[lang];
  return [
    t.title,
    '',
    t.intro.replace('{{at}}', warsawDateTime(at.toISOString())),
    '',
    t.files,
    ...files.map((f) => `${f} – ${FILES[lang][f]}`),
    t.photos,
    '',
    t.format,
    '',
  ].join('\r\n');
}
