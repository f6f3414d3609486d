import { BOOKING_FEE_RATE, MAX_PHOTOS_PER_LISTING } from '@/shared/constants/limits';
import { CANCELLATION_POLICY } from '@/shared/constants/listing';
import { DAMAGE_ANSWER_HOURS, DAMAGE_REPORT_WINDOW_HOURS } from '@/shared/domain/damage';
import {
  ACCOUNTING_RETENTION_YEARS,
  COMPLAINT_ANSWER_DAYS,
  COOKIES,
  RENTAL_RECORDS_RETENTION_YEARS,
} from '@/shared/domain/legal';
import { PAYMENT_DEADLINE_HOURS } from '@/shared/domain/payment-deadline';
import { PAYOUT_RELEASE_HOURS } from '@/shared/domain/payouts';
import { DEPOSIT_RELEASE_HOURS, PENDING_EXPIRY_HOURS } from '@/shared/domain/rental-status';
import { REVIEW_WINDOW_DAYS } from '@/shared/domain/reviews';
import {
  KYC_RETENTION_DAYS_DEFAULT,
  KYC_REVIEW_HOURS,
  PHONE_CODE_LENGTH,
  PHONE_CODE_TTL_MINUTES,
} from '@/shared/domain/verification';

/**
 * Every figure the legal texts state, taken from the constants the app runs on (issue 27 §2): the texts themselves
 * hold no digit (legal-content.test.ts), so a changed rule changes the documents with it.
 */
export const FIGURES = {
  feePercent: Math.round(BOOKING_FEE_RATE * 100),
  maxPhotos: MAX_PHOTOS_PER_LISTING,
  pendingHours: PENDING_EXPIRY_HOURS,
  payHours: PAYMENT_DEADLINE_HOURS,
  policy: CANCELLATION_POLICY,
  depositHours: DEPOSIT_RELEASE_HOURS,
  damageReportHours: DAMAGE_REPORT_WINDOW_HOURS,
  damageAnswerHours: DAMAGE_ANSWER_HOURS,
  payoutHours: PAYOUT_RELEASE_HOURS,
  reviewDays: REVIEW_WINDOW_DAYS,
  kycReview: KYC_REVIEW_HOURS,
  kycRetentionDays: KYC_RETENTION_DAYS_DEFAULT,
  phoneCodeLength: PHONE_CODE_LENGTH,
  phoneCodeMinutes: PHONE_CODE_TTL_MINUTES,
  rentalRecordsYears: RENTAL_RECORDS_RETENTION_YEARS,
  accountingYears: ACCOUNTING_RETENTION_YEARS,
  complaintDays: COMPLAINT_ANSWER_DAYS,
  cookies: COOKIES,
} as const;

/**
 * The acts the documents cite, by their numbers: a citation is a name, not a figure of the service, and is kept out of
 * the texts' own words like the figures.
 */
export const LAW = {
  noWithdrawal: 'art. 38 pkt 12',
  noWithdrawalEn: 'Article 38(12)',
  gdprContract: 'art. 6 ust. 1 lit. b',
  gdprLegalDuty: 'art. 6 ust. 1 lit. c',
  gdprInterest: 'art. 6 ust. 1 lit. f',
  gdprContractEn: 'Art. 6(1)(b)',
  gdprLegalDutyEn: 'Art. 6(1)(c)',
  gdprInterestEn: 'Art. 6(1)(f)',
  ePrivacy: 'art. 399',
  ePrivacyEn: 'Art. 399',
  /** The day the Polish act implementing the European Accessibility Act applies from. */
  eaaDate: '2025-06-28',
  wcag: 'WCAG 2.1 AA',
  adrUrl: 'https://polubowne.uokik.gov.pl',
  puodoUrl: 'https://uodo.gov.pl',
} as const;

const PL_PLURAL = new Intl.PluralRules('pl-PL');

/**
 * A count with its noun in Polish: `pl(2, ['godzina', 'godziny', 'godzin'])` → "2 godziny", 5 → "5 godzin", so a
 * changed figure keeps its grammar.
 */
export function pl(n: number, [one, few, many]: readonly [string, string, string]): string {
  const form = PL_PLURAL.select(n);
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
}

/** A count with its noun in English: `en(1, ['hour', 'hours'])` → "1 hour". */
export function en(n: number, [one, other]: readonly [string, string]): string {
  return `${n} ${n === 1 ? one : other}`;
}

/** Polish nouns by count: the nominative/accusative forms ("24 godziny po"), and the genitive ones ("w ciągu 24 godzin"). */
export const PL_WORDS = {
  hours: ['godzina', 'godziny', 'godzin'],
  hoursGen: ['godziny', 'godzin', 'godzin'],
  days: ['dzień', 'dni', 'dni'],
  daysGen: ['dnia', 'dni', 'dni'],
  years: ['rok', 'lata', 'lat'],
  minutes: ['minutę', 'minuty', 'minut'],
  digits: ['cyfra', 'cyfry', 'cyfr'],
  photosGen: ['zdjęcia', 'zdjęć', 'zdjęć'],
} as const;

export const EN_WORDS = {
  hours: ['hour', 'hours'],
  days: ['day', 'days'],
  years: ['year', 'years'],
  minutes: ['minute', 'minutes'],
  digits: ['digit', 'digits'],
  photos: ['photo', 'photos'],
} as const;
