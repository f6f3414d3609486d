import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/shared/constants/limits';
import { NOTIFICATION_TYPES } from '@/shared/domain/notifications';
import { RENTAL_STATUS_REASONS } from '@/shared/domain/rental-status';
import { isUserNoticeType, rentalNoticeParams, storedNoticeText, type StoredNotice } from './params';

const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ„]/;

/** Every stored shape a type can have: each role, each status reason, with and without the optional facts. */
function samples(type: (typeof NOTIFICATION_TYPES)[number]): StoredNotice[] {
  if (isUserNoticeType(type))
    return [{ type, params: { extra: { reason: 'The photo is blurred.' } }, title: null, message: null }];
  const out: StoredNotice[] = [];
  for (const recipientRole of ['owner', 'renter'] as const)
    for (const statusReason of [null, ...RENTAL_STATUS_REASONS])
      for (const extra of <Record<string, string>[]>[
        {},
        {
          payBy: '26.11, 09:32',
          amount: '530.00',
          days: '3',
          subtotal: '300.00',
          fee: '30.00',
          rentalTotal: '330.00',
          deposit: '200.00',
          total: '530.00',
          method: 'card',
        },
      ])
        out.push({
          type,
          params: rentalNoticeParams({
            recipientRole,
            itemName: 'Kayak',
            startDate: '2026-12-01',
            endDate: '2026-12-03',
            renterName: 'John Smith',
            ownerName: null,
            statusReason,
            completedAt: new Date('2026-12-03T12:00:00Z'),
            extra,
          }),
          title: null,
          message: null,
        });
  return out;
}

describe('stored notices rendered in the reader’s language', () => {
  it('every type has a title and a message in both languages, with every placeholder filled', () => {
    for (const type of NOTIFICATION_TYPES) {
      for (const notice of samples(type)) {
        const text = Object.fromEntries(LANGUAGES.map((lang) => [lang, storedNoticeText(notice, lang)]));
        for (const lang of LANGUAGES) {
          const { title, message } = text[lang];
          expect(title, `${type} ${lang}`).not.toBe('');
          expect(message, `${type} ${lang}`).not.toBe('');
          expect(`${title} ${message}`, `${type} ${lang}`).not.toMatch(/notifications\.|\{\{|\}\}|undefined|null/);
        }
        // No Polish in the English text (the item and the names here have none; "zł" is the currency), two languages.
        expect(`${text.en.title} ${text.en.message}`.replaceAll('zł', ''), type).not.toMatch(POLISH_LETTERS);
        expect(text.en.title, type).not.toBe(text.pl.title);
        expect(text.en.message, type).not.toBe(text.pl.message);
      }
    }
  });

  it('reads the facts into the message: names, dates, the amount with the reader’s decimal mark, the method', () => {
    const [, withExtra] = samples('refund_issued');
    expect(storedNoticeText(withExtra, 'en').message).toBe(
      'We have refunded you 530.00 zł for renting “Kayak” from 01/12/2026 to 03/12/2026.',
    );
    expect(storedNoticeText(withExtra, 'pl').message).toBe(
      'Zwróciliśmy Ci 530,00 zł za wypożyczenie „Kayak” od 01/12/2026 do 03/12/2026.',
    );
    const receipt = samples('payment_received').find(
      (n) =>
        (n.params as { recipientRole: string; extra: object }).recipientRole === 'renter' &&
        'method' in (n.params as { extra: object }).extra,
    )!;
    expect(storedNoticeText(receipt, 'en').message).toContain('payment method: card');
    expect(storedNoticeText(receipt, 'pl').message).toContain('metoda płatności: karta');
    // The owner of a cancelled rental reads who cancelled: the renter, by name; a deleted account as such.
    const cancelled = samples('rental_cancelled')[0];
    expect(storedNoticeText(cancelled, 'en').message).toContain('cancelled by the renter (John Smith)');
    expect(storedNoticeText(cancelled, 'pl').message).toContain('przez najemcę (John Smith)');
    const kyc = samples('kyc_rejected')[0];
    expect(storedNoticeText(kyc, 'pl').message).toContain('Powód: The photo is blurred.');
  });

  it('a legacy notice (stored text, no params) is shown as it was stored, in any language', () => {
    const legacy: StoredNotice = {
      type: 'payment_received',
      params: null,
      title: 'Płatność otrzymana',
      message: 'Stara treść',
    };
    for (const lang of LANGUAGES)
      expect(storedNoticeText(legacy, lang)).toEqual({ title: 'Płatność otrzymana', message: 'Stara treść' });
  });

  it('params this code cannot read still give the type’s title in the reader’s language, never an error', () => {
    const broken: StoredNotice = { type: 'rental_requested', params: { what: 1 }, title: null, message: null };
    expect(storedNoticeText(broken, 'en')).toEqual({ title: 'New rental request', message: '' });
    expect(storedNoticeText(broken, 'pl')).toEqual({ title: 'Nowa prośba o wypożyczenie', message: '' });
  });
});
