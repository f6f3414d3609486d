import { z } from 'zod';
import { PHONE_CODE_LENGTH, PHONE_VERIFICATION_COUNTRIES } from '@/shared/domain/verification';

/**
 * Phone verification by SMS (issue 14, spec 02 §2, §5, §7). Messages are keys of src/shared/i18n/messages.ts, the same
 * on the client and the server. The server checks the number itself with libphonenumber-js (a mobile number of the
 * selected country); these schemas only check the shape, so the form and the server agree on the simple rules.
 */

export const PHONE_COUNTRY_CODES = PHONE_VERIFICATION_COUNTRIES.map((c) => c.code) as [string, ...string[]];

/** Typed digits, spaces, dashes, dots, brackets and an optional leading +: at most 30 characters. */
const PHONE_INPUT_MAX = 30;
const CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

const phoneNumberField = z
  .string({ error: 'validation.phoneRequired' })
  .trim()
  .min(1, 'validation.phoneRequired')
  .max(PHONE_INPUT_MAX, 'validation.phoneInvalid');

/** POST /api/phone/send-verification */
export const sendVerificationSchema = z.object({
  phoneNumber: phoneNumberField.refine((v) => /^\+?[\d\s().-]+$/.test(v), 'validation.phoneInvalid'),
  countryCode: z
    .string({ error: 'validation.countryCodeInvalid' })
    .trim()
    .refine((v) => PHONE_COUNTRY_CODES.includes(v), 'validation.countryCodeInvalid'),
});
export type SendVerificationInput = z.input<typeof sendVerificationSchema>;

/**
 * POST /api/phone/verify-code. `phoneNumber` is the number the code was sent to: the normalised answer of
 * send-verification ("+48 600700800"); the server normalises it again, so spaces do not matter.
 */
export const verifyCodeSchema = z.object({
  phoneNumber: phoneNumberField,
  verificationCode: z
    .string({ error: 'validation.codeRequired' })
    .trim()
    .min(1, 'validation.codeRequired')
    .regex(CODE_PATTERN, 'validation.codeInvalid'),
});
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;

/** GET /api/phone/verification-status */
export const phoneVerificationStatusSchema = z.object({
  phoneVerified: z.boolean(),
  /** "+48 600700800" or null when the account has none. */
  mobileNumber: z.string().nullable(),
});
export type PhoneVerificationStatus = z.infer<typeof phoneVerificationStatusSchema>;

/** 200 of POST /api/phone/send-verification */
export const sendVerificationResponseSchema = z.object({
  /** The normalised number the code went to: E.164 with a space after the country code, "+48 600700800". */
  phoneNumber: z.string(),
  /** ISO time the code stops working. */
  expiresAt: z.string(),
  /** Seconds until another code may be requested for this number. */
  resendAfterSeconds: z.number().int(),
});
export type SendVerificationResponse = z.infer<typeof sendVerificationResponseSchema>;

/** 200 of POST /api/phone/verify-code */
export const verifyCodeResponseSchema = z.object({
  phoneVerified: z.literal(true),
  mobileNumber: z.string(),
});
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponseSchema>;
