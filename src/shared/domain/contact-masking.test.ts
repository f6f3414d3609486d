import { describe, expect, it } from 'vitest';
import { maskContactDetails } from './contact-masking';

const X = '[hidden]';
const mask = (s: string) => maskContactDetails(s, X);

describe('maskContactDetails: what is hidden', () => {
  it.each([
    ['600700800', X],
    ['zadzwoń 600 700 800 wieczorem', `zadzwoń ${X} wieczorem`],
    ['tel. 600-700-800.', `tel. ${X}.`],
    ['+48 600-700-800', X],
    ['+48600700800', X],
    ['0048 600 700 800', X],
    ['(22) 123 45 67', X],
    ['(+48) 600 700 800', X],
    ['600.700.800', X],
    ['6 0 0 7 0 0 8 0 0', X],
    ['60 07 00 800', X],
    ['numer: 600 - 700 - 800 ok?', `numer: ${X} ok?`],
    // A phone number right after a date is still a phone number, the date stays.
    ['12.05.2026 600700800', `12.05.2026 ${X}`],
  ])('phone %j', (input, expected) => expect(mask(input)).toBe(expected));

  it.each([
    ['jan.kowalski@gmail.com', X],
    ['pisz: jan_k+wyp@poczta.onet.pl!', `pisz: ${X}!`],
    ['Jan.Kowalski @ Gmail . Com', X],
    ['jan@gmail', X],
    ['jan at gmail dot com', X],
    ['jan (at) gmail (dot) com', X],
    ['jan [at] gmail [kropka] pl', X],
    ['jan (at) gmail kropka pl', X],
    ['jan małpa gmail kropka com', X],
    ['jan malpa wp.pl', X],
    ['jan małpka o2 kropka pl', X],
    ['jan AT gmail DOT com', X],
    ['adres: ania.nowak małpa interia.pl, dzięki', `adres: ${X}, dzięki`],
    ['łódź@poczta.pl', X],
  ])('e-mail %j', (input, expected) => expect(mask(input)).toBe(expected));

  it.each([
    ['https://example.org/a?b=1', X],
    ['zobacz http://x.pl.', `zobacz ${X}`],
    ['www.wypozycz-taniej.pl', X],
    ['olx.pl', X],
    ['x.com/abc', X],
    ['wejdź na allegro.pl/oferta/123 i kup', `wejdź na ${X} i kup`],
    ['allegro kropka pl', X],
    ['moja-strona dot com', X],
    ['napisz na insta @jan.kowalski', `napisz na insta ${X}`],
  ])('link %j', (input, expected) => expect(mask(input)).toBe(expected));

  it('masks every detail of a longer text and keeps the rest', () => {
    expect(mask('Hej! Cena 120 zł, mój nr 600 700 800, mail jan@wp.pl, strona www.jan.pl. Do 12.05.2026?')).toBe(
      `Hej! Cena 120 zł, mój nr ${X}, mail ${X}, strona ${X} Do 12.05.2026?`,
    );
  });
});

describe('maskContactDetails: what survives', () => {
  it.each([
    'Cena 120 zł za dzień',
    '1 200,50 zł',
    '1 200 000 zł kaucji',
    '1.200,00 zł',
    'Od 12.05.2026 do 15.05.2026',
    '12.05.2026-15.05.2026',
    '2026-05-12 – 2026-05-15',
    '12/05/2026',
    'odbiór o 14:30, zwrot 9:00',
    'w godz. 8-16',
    'ul. Długa 12/14 m. 5',
    '00-950 Warszawa',
    '2 dni, 3 osoby, 4 kaski',
    'numer seryjny 12345678',
    'Mam 2 wiertarki i 3 wkrętarki',
    'Będę at home o 18:00. Then ok',
    'Meet at noon. Then we go',
    'Super, dzięki.Pozdrawiam',
    'np. w sobotę, itd.',
    'Wiertarka 750 W, 230 V, 2 prędkości',
    'rozmiar 42, 3 szt., 10% rabatu',
    '12.05 o 14:30 i 15.05 o 16:00',
    'model A7 III',
    '',
  ])('%j', (input) => expect(mask(input)).toBe(input));

  it('a date between a time and a number does not make them one phone number', () => {
    const text = '2026-05-12 14:30 600';
    expect(mask(text)).toBe(text);
  });

  it('keeps the text around a placeholder that itself looks like a domain or an address', () => {
    expect(maskContactDetails('600700800 i jan@wp.pl', 'see site.com @me')).toBe('see site.com @me i see site.com @me');
  });

  it('leaves characters of the private use area as they are', () => {
    expect(mask('a\ue000b 12.05.2026')).toBe('a\ue000b 12.05.2026');
  });
});
