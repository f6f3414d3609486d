import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { PHONE_VERIFICATION_COUNTRIES } from '@/shared/domain/verification';
import { AppError } from '@/server/lib/errors';

/** A number fit to receive a code: one of the 12 selectable countries, valid, a mobile line. */
export interface PhoneTarget {
  /** "+48600700800": what the SMS gateway is given. */
  e164: string;
  /** "+48 600700800": what users.mobileNumber and phone_verifications.phoneNumber hold and the API answers. */
  display: string;
  /** "+48" */
  countryCode: string;
}

/**
 * Number types that can receive an SMS. North American numbers do not tell mobile from fixed lines (the same
 * ranges serve both), so libphonenumber answers FIXED_LINE_OR_MOBILE for every US number: accepted for the US only.
 */
function acceptsType(region: string, type: NumberType): boolean {
  return type === 'MOBILE' || (region === 'US' && type === 'FIXED_LINE_OR_MOBILE');
}

function refuse(key: string): never {
  throw new AppError('VALIDATION_FAILED', { phoneNumber: key });
}

/**
 * Reads a typed number in the region of the chosen country code. A number typed with its own +prefix must be of that
 * same country (400 phoneCountryMismatch): the user picked one country and the code must not go elsewhere, and the
 * per-country daily cap counts the chosen one. Refusals are 400 VALIDATION_FAILED on the field phoneNumber.
 */
export function phoneTarget(input: string, countryCode: string): PhoneTarget {
  const country = PHONE_VERIFICATION_COUNTRIES.find((c) => c.code === countryCode);
  if (!country) throw new AppError('VALIDATION_FAILED', { countryCode: 'validation.countryCodeInvalid' });
  const parsed = parsePhoneNumberFromString(input, country.region);
  if (!parsed?.isValid()) refuse('validation.phoneInvalid');
  // "+44 7911 ..." is Guernsey, "+1 416 ..." Canada: the calling code agrees but the country is not a selectable one.
  if (`+${parsed.countryCallingCode}` !== country.code || parsed.country !== country.region)
    refuse('validation.phoneCountryMismatch');
  const type = parsed.getType();
  if (!type || !acceptsType(country.region, type)) refuse('validation.phoneNotMobile');
  return { e164: parsed.number, display: `${country.code} ${parsed.nationalNumber}`, countryCode: country.code };
}

/**
 * The number of verify-code: the display form send-verification answered ("+48 600700800"), or any form with a
 * +prefix; without one, the region of the country code of the code being checked. Null when it is not a number.
 */
export function readSentNumber(input: string, fallbackCountryCode: string): string | null {
  const region = PHONE_VERIFICATION_COUNTRIES.find((c) => c.code === fallbackCountryCode)?.region ?? 'PL';
  const parsed = parsePhoneNumberFromString(input, region);
  if (!parsed?.isValid()) return null;
  return `+${parsed.countryCallingCode} ${parsed.nationalNumber}`;
}
