import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKING_FEE_RATE } from '@/shared/constants/limits';
import { CANCELLATION_POLICY } from '@/shared/constants/listing';
import {
  ACCOUNTING_RETENTION_YEARS,
  COMPLAINT_ANSWER_DAYS,
  COOKIES,
  RENTAL_RECORDS_RETENTION_YEARS,
} from '@/shared/domain/legal';
import { DEPOSIT_RELEASE_HOURS } from '@/shared/domain/rental-status';
import { KYC_RETENTION_DAYS_DEFAULT } from '@/shared/domain/verification';
import type { Company } from '@/shared/schemas/legal';
import { EN_DOCUMENTS } from './en';
import { en, pl } from './figures';
import { parseLinks, plainText } from './markup';
import { PL_DOCUMENTS } from './pl';
import type { LegalDocumentKind, LegalDocumentText } from './types';

const company: Company = {
  name: 'Firma Testowa sp. z o.o.',
  address: 'ul. Długa 1\n00-001 Warszawa',
  nip: '5260250274',
  krs: '0000012345',
  phone: '+48 22 123 45 67',
  email: 'kontakt@firma.test',
  demo: false,
};
const ctx = { company, date: (iso: string) => iso };
const KINDS: LegalDocumentKind[] = ['terms', 'privacy', 'accessibility'];
const DOCS = { pl: PL_DOCUMENTS, en: EN_DOCUMENTS } as const;

const textOf = (doc: LegalDocumentText) =>
  [
    doc.title,
    doc.version,
    doc.intro,
    ...doc.sections.flatMap((s) => [
      s.heading,
      ...s.paragraphs,
      ...(s.list ?? []),
      ...(s.table ? [...s.table.head, ...s.table.rows.flat()] : []),
      ...(s.paragraphsAfter ?? []),
    ]),
  ]
    .map(plainText)
    .join('\n');

/**
 * Every figure of the legal texts comes from the constants (issue 27 §2): the texts' own words, with the
 * interpolations taken out, hold no digit, so a rule changed in the code cannot leave the documents saying the old one.
 */
describe('the legal texts', () => {
  it.each(['pl.ts', 'en.ts'])('%s types no figure: every digit comes from an interpolation', (file) => {
    const source = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
    const words = source
      .split('\n')
      .filter((line) => !/^\s*(import|\/\/|\*|\/\*\*)/.test(line))
      .join('\n')
      .replace(/\$\{[^}]*\}/g, '')
      // Names that hold a digit, not figures: the DAC7 directive, S3 storage.
      .replace(/\b(DAC7|S3)\b/g, '');
    expect(words.match(/.{0,30}\d.{0,10}/g) ?? []).toEqual([]);
  });

  it('the figures test would catch a typed figure', () => {
    const typed = "'zwrot 100% ceny'".replace(/\$\{[^}]*\}/g, '');
    expect(/\d/.test(typed)).toBe(true);
  });

  it.each(['pl', 'en'] as const)('%s: the terms state the real fee, cancellation and deposit rules', (lang) => {
    const words = lang === 'pl' ? pl : en;
    const hours = (n: number) =>
      lang === 'pl' ? words(n, ['godzina', 'godziny', 'godzin'] as never) : en(n, ['hour', 'hours']);
    const terms = textOf(DOCS[lang].terms(ctx));
    expect(terms).toContain(`${Math.round(BOOKING_FEE_RATE * 100)}%`);
    for (const p of Object.values(CANCELLATION_POLICY)) {
      expect(terms).toContain(`${p.refundPercent}%`);
      expect(terms).toContain(hours(p.hoursBefore));
    }
    expect(terms).toContain(hours(DEPOSIT_RELEASE_HOURS));
    expect(terms).toContain(`${COMPLAINT_ANSWER_DAYS} ${lang === 'pl' ? 'dni' : 'days'}`);
    expect(terms).toContain(lang === 'pl' ? 'art. 38 pkt 12' : 'Article 38(12)');
  });

  it.each(['pl', 'en'] as const)('%s: the privacy policy states the retention schedule and every cookie', (lang) => {
    const privacy = textOf(DOCS[lang].privacy(ctx));
    expect(privacy).toContain(`${KYC_RETENTION_DAYS_DEFAULT} ${lang === 'pl' ? 'dni' : 'days'}`);
    expect(privacy).toContain(`${RENTAL_RECORDS_RETENTION_YEARS} ${lang === 'pl' ? 'lata' : 'years'}`);
    expect(privacy).toContain(`${ACCOUNTING_RETENTION_YEARS} ${lang === 'pl' ? 'lat' : 'years'}`);
    for (const name of ['Stripe', 'SMSAPI.pl', 'SMTP', 'S3']) expect(privacy).toContain(name);
    const cookies = DOCS[lang].privacy(ctx).sections.find((s) => s.id === 'cookies')!.table!;
    expect(cookies.rows.map((r) => r[0])).toEqual(COOKIES.map((c) => c.name));
  });

  it.each(['pl', 'en'] as const)('%s: every document is a marked template naming the company', (lang) => {
    for (const kind of KINDS) {
      const text = textOf(DOCS[lang][kind](ctx));
      expect(text).toContain(
        lang === 'pl' ? 'Wzór do weryfikacji przez prawnika' : 'Template to be reviewed by a lawyer',
      );
      expect(text).toContain(company.name);
      expect(text).toContain(company.email);
    }
    expect(textOf(DOCS[lang].privacy(ctx))).toContain('526-025-02-74');
  });

  it.each(['pl', 'en'] as const)('%s: section ids are unique and every link points somewhere real', (lang) => {
    for (const kind of KINDS) {
      const doc = DOCS[lang][kind](ctx);
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      const all = doc.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? []), ...(s.paragraphsAfter ?? [])]);
      for (const piece of all.flatMap(parseLinks))
        if ('href' in piece)
          expect(piece.href).toMatch(
            /^(route:(contact|profile|privacy|terms)(#[a-z-]+)?|mailto:|tel:\+?\d+$|https:\/\/)/,
          );
    }
  });

  it('an anchor into another document names a section of it in the same language', () => {
    for (const lang of ['pl', 'en'] as const)
      for (const kind of KINDS)
        for (const s of DOCS[lang][kind](ctx).sections)
          for (const piece of [...s.paragraphs, ...(s.paragraphsAfter ?? [])].flatMap(parseLinks)) {
            if (!('href' in piece)) continue;
            const m = /^route:(privacy|terms)#(.+)$/.exec(piece.href);
            if (m) expect(DOCS[lang][m[1] as LegalDocumentKind](ctx).sections.map((x) => x.id)).toContain(m[2]);
          }
  });

  it('no Polish in the English texts (the product’s name aside)', () => {
    for (const kind of KINDS)
      expect(
        textOf(EN_DOCUMENTS[kind]({ ...ctx, company: { ...company, address: 'Long St 1' } })).replaceAll(
          'Wypożyczalnia',
          '',
        ),
      ).not.toMatch(/[ąćęłńóśźż]/i);
  });

  it('the Polish texts address the reader without a masculine-only form', () => {
    const gendered =
      /\p{L}+(łeś|łbyś)(?!\p{L})|(?<!\p{L})(sam|pewien|gotowy|zalogowany|zobowiązany|uprawniony)(?!\p{L})/iu;
    for (const kind of KINDS) {
      const lines = textOf(PL_DOCUMENTS[kind](ctx)).split('\n');
      expect(lines.filter((l) => gendered.test(l))).toEqual([]);
    }
  });

  it('Polish counts keep their grammar', () => {
    expect(pl(2, ['godzina', 'godziny', 'godzin'])).toBe('2 godziny');
    expect(pl(24, ['godzina', 'godziny', 'godzin'])).toBe('24 godziny');
    expect(pl(48, ['godzina', 'godziny', 'godzin'])).toBe('48 godzin');
    expect(pl(1, ['rok', 'lata', 'lat'])).toBe('1 rok');
    expect(en(1, ['hour', 'hours'])).toBe('1 hour');
  });
});
