import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICY, LISTING_LIMITS } from '@/shared/constants/listing';
import { CONTACT_SUBJECTS } from '@/shared/constants/contact';
import { CITIES } from '@/shared/constants/locations';
import { CONTACT_REPLY_HOURS, FAQ_ENTRIES, LANGUAGES, MAX_PHOTOS_PER_LISTING } from '@/shared/constants/limits';
import { toGrosze } from '@/shared/domain/pricing';
import {
  PAYMENT_DEADLINE_HOURS,
  PAYMENT_MIN_WINDOW_HOURS,
  PAYMENT_REMINDER_HOURS,
} from '@/shared/domain/payment-deadline';
import { COMPLETE_AFTER_DAYS, DEPOSIT_RELEASE_HOURS, PENDING_EXPIRY_HOURS } from '@/shared/domain/rental-status';
import {
  DAMAGE_ANSWER_HOURS,
  DAMAGE_REPORT_WINDOW_HOURS,
  MAX_DAMAGE_PHOTOS,
  MAX_HANDOVER_PHOTOS,
} from '@/shared/domain/damage';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REMINDER_DAYS_BEFORE,
  REVIEW_WINDOW_DAYS,
} from '@/shared/domain/reviews';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  PHONE_VERIFICATION_COUNTRIES,
} from '@/shared/domain/verification';
import { MAX_DAYS_DEFAULT, MIN_DAYS_DEFAULT, NOTICE_DAYS } from '@/shared/domain/calendar';
import { coverClaims } from '@/shared/i18n/cover-claims';
import { foreignWords } from '@/shared/i18n/foreign-words';
import { KYC_MIN_AGE_YEARS } from '@/shared/schemas/kyc';
import {
  BOOKING_FEE_PERCENT,
  EXAMPLE_AMOUNT_DUE,
  EXAMPLE_PRICE,
  KYC_MAX_FILE_MB,
  KYC_RETENTION_DAYS_DEFAULT,
  KYC_REVIEW_HOURS,
  MAX_PHOTO_MB,
  MODERATE_FLEXIBILITY_MIN_HOURS,
  exampleRefund,
} from './figures';
import { FAQ_IDS, HELP_ARTICLE_IDS, type HelpContent } from './types';
import { helpContent } from './help';

const pl = helpContent('pl');
const en = helpContent('en');

/** Every shown text of a language's content: titles, summaries, headings, paragraphs, answers, the FAQ. */
function shownTexts(c: HelpContent): string[] {
  return [
    ...c.articles.flatMap((a) => [a.title, a.summary, ...a.sections.flatMap((s) => [s.heading, ...s.body, s.answer])]),
    ...c.faq.flatMap((f) => [f.question, f.answer]),
  ];
}

/** The figures the texts may state: each comes from a constant or a worked example computed by the shared rules. */
const ALLOWED_NUMBERS = new Set<number>([
  BOOKING_FEE_PERCENT,
  ...Object.values(CANCELLATION_POLICY).flatMap((p) => [p.refundPercent, p.hoursBefore]),
  LISTING_LIMITS.nameMax,
  LISTING_LIMITS.descriptionMax,
  CONTACT_SUBJECTS.length,
  CITIES.length,
  CONTACT_REPLY_HOURS,
  MAX_PHOTOS_PER_LISTING,
  // "od 1 do 5 zdjęć": at least one photo (the listing schema's min(1)).
  1,
  PAYMENT_DEADLINE_HOURS,
  PAYMENT_MIN_WINDOW_HOURS,
  PAYMENT_REMINDER_HOURS,
  COMPLETE_AFTER_DAYS,
  DEPOSIT_RELEASE_HOURS,
  PENDING_EXPIRY_HOURS,
  DAMAGE_REPORT_WINDOW_HOURS,
  DAMAGE_ANSWER_HOURS,
  MAX_HANDOVER_PHOTOS,
  MAX_DAMAGE_PHOTOS,
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REMINDER_DAYS_BEFORE,
  REVIEW_WINDOW_DAYS,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  PHONE_VERIFICATION_COUNTRIES.length,
  KYC_MIN_AGE_YEARS,
  KYC_MAX_FILE_MB,
  KYC_RETENTION_DAYS_DEFAULT,
  KYC_REVIEW_HOURS.min,
  KYC_REVIEW_HOURS.max,
  MAX_PHOTO_MB,
  MODERATE_FLEXIBILITY_MIN_HOURS,
  // The owner's calendar (issue 26 §1): the rental length's defaults and the notice's choices.
  MIN_DAYS_DEFAULT,
  MAX_DAYS_DEFAULT,
  ...NOTICE_DAYS,
  EXAMPLE_PRICE.days,
  ...[EXAMPLE_PRICE.pricePerDay, EXAMPLE_PRICE.subtotal, EXAMPLE_PRICE.bookingFee, EXAMPLE_PRICE.totalPrice]
    .concat([EXAMPLE_PRICE.damageDeposit, EXAMPLE_AMOUNT_DUE])
    .map(Number),
  exampleRefund('strict').rentalPart / 100,
]);

/** The numbers written in a text ("132 zł", "24–48", "13,20"); names that hold digits are left out. */
function numbersIn(text: string): number[] {
  const plain = text.replace(/Przelewy24/g, '');
  return [...plain.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.')));
}

describe('the help content', () => {
  it('has the same articles, sections and FAQ entries in both languages, in order', () => {
    for (const c of [pl, en]) {
      expect(c.articles.map((a) => a.id)).toEqual([...HELP_ARTICLE_IDS]);
      expect(c.faq.map((f) => f.id)).toEqual([...FAQ_IDS]);
    }
    expect(en.articles.map((a) => a.sections.map((s) => s.id))).toEqual(
      pl.articles.map((a) => a.sections.map((s) => s.id)),
    );
    expect(en.faq.map((f) => [f.article, f.section])).toEqual(pl.faq.map((f) => [f.article, f.section]));
  });

  it('has unique ASCII kebab-case slugs per language and unique kebab-case section ids per article', () => {
    for (const c of [pl, en]) {
      const slugs = c.articles.map((a) => a.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const a of c.articles) {
        const ids = a.sections.map((s) => s.id);
        expect(new Set(ids).size, a.id).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }
    }
  });

  it('fills every title, summary, heading, paragraph and answer', () => {
    for (const c of [pl, en]) {
      for (const a of c.articles) {
        expect(a.title.trim(), a.id).not.toBe('');
        expect(a.summary.trim(), a.id).not.toBe('');
        expect(a.sections.length, a.id).toBeGreaterThan(0);
        for (const s of a.sections) {
          expect(s.heading.trim(), `${a.id}#${s.id}`).not.toBe('');
          expect(s.answer.trim(), `${a.id}#${s.id}`).not.toBe('');
          expect(s.body.length, `${a.id}#${s.id}`).toBeGreaterThan(0);
          for (const p of s.body) expect(p.trim(), `${a.id}#${s.id}`).not.toBe('');
        }
      }
      for (const f of c.faq) expect(f.question.trim() && f.answer.trim(), f.id).toBeTruthy();
    }
  });

  it('has the 12 FAQ entries of spec 01 §9', () => {
    expect(FAQ_IDS).toHaveLength(FAQ_ENTRIES);
    for (const c of [pl, en]) expect(c.faq).toHaveLength(FAQ_ENTRIES);
  });

  it('points every FAQ entry at an existing article and section', () => {
    for (const c of [pl, en]) {
      for (const f of c.faq) {
        const article = c.articles.find((a) => a.id === f.article);
        expect(article, f.id).toBeDefined();
        if (f.section)
          expect(
            article?.sections.map((s) => s.id),
            f.id,
          ).toContain(f.section);
      }
    }
  });

  it('states only figures the constants and the worked examples produce', () => {
    for (const lang of LANGUAGES) {
      for (const text of shownTexts(helpContent(lang))) {
        for (const n of numbersIn(text)) expect(ALLOWED_NUMBERS.has(n), `${n} in "${text}"`).toBe(true);
      }
    }
  });

  it('works out the example by the shared pricing and refund rules', () => {
    expect(EXAMPLE_PRICE).toMatchObject({ days: 3, subtotal: '120.00', bookingFee: '12.00', totalPrice: '132.00' });
    expect(toGrosze(EXAMPLE_AMOUNT_DUE)).toBe(
      toGrosze(EXAMPLE_PRICE.totalPrice) + toGrosze(EXAMPLE_PRICE.damageDeposit),
    );
    expect(exampleRefund('strict').rule).toBe('within_terms');
  });

  it('writes each language in its own words', () => {
    for (const lang of LANGUAGES) {
      const c = helpContent(lang);
      const texts = [...shownTexts(c), ...c.articles.flatMap((a) => a.sections.flatMap((s) => s.keywords))];
      const found = texts.flatMap((text) => foreignWords(text, lang).map((w) => `${w} in "${text}"`));
      expect(found).toEqual([]);
    }
  });

  it('claims no insurance cover: no insurer stands behind the owner’s requirement (decision 0063)', () => {
    for (const lang of LANGUAGES) {
      const found = shownTexts(helpContent(lang)).flatMap((text) => coverClaims(text).map((w) => `${w} in "${text}"`));
      expect(found).toEqual([]);
    }
  });

  it('tells the damage process with its windows from the shared constants, in both languages', () => {
    for (const lang of LANGUAGES) {
      const article = helpContent(lang).articles.find((a) => a.id === 'insurance')!;
      const text = (id: string) => article.sections.find((s) => s.id === id)!.body.join(' ');
      expect(text('handover-photos')).toContain(String(MAX_HANDOVER_PHOTOS));
      expect(text('damage-report')).toContain(`${DAMAGE_REPORT_WINDOW_HOURS} h`);
      expect(text('renter-answer')).toContain(`${DAMAGE_ANSWER_HOURS} h`);
      const faq = helpContent(lang).faq.find((f) => f.id === 'damage')!;
      expect([faq.article, faq.section]).toEqual(['insurance', 'damage-report']);
      expect(faq.answer).toContain(`${DAMAGE_ANSWER_HOURS} h`);
    }
  });

  it('writes the support address as a placeholder, never retyped', () => {
    for (const lang of LANGUAGES) {
      for (const text of shownTexts(helpContent(lang))) expect(text).not.toMatch(/@[\w-]+\./);
    }
    expect(
      pl.articles.find((a) => a.id === 'contact')?.sections.some((s) => s.answer.includes('{{supportEmail}}')),
    ).toBe(true);
  });
});
