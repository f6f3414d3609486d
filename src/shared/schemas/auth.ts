import { z } from 'zod';
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from '@/shared/domain/password';
import { PASSWORD_MIN_LENGTH } from '@/shared/constants/limits';
import { mobileNumberSchema } from './users';

const emailField = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().max(254, message).pipe(z.email(message));

export const loginSchema = z.object({
  email: emailField('validation.loginEmail'),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * Acceptance of the terms and the privacy policy (issue 27 §2): only `true` is an answer. The sign-up form requires it;
 * the API takes it as optional, so a client of the spec's payload still registers and is asked on its first screen.
 */
export const acceptedTermsField = z.literal(true, { error: 'validation.acceptTerms' });

/**
 * What POST /api/register accepts (spec 01 §7). The username is derived on the server; the client's one is only a hint.
 * `acceptedTerms: true` records the acceptance of the current terms with the account.
 */
export const registerSchema = z.object({
  email: emailField('validation.email'),
  password: newPasswordSchema,
  firstName: z
    .string({ error: 'validation.firstNameRequired' })
    .trim()
    .min(1, 'validation.firstNameRequired')
    .max(100, 'validation.tooLong'),
  lastName: z
    .string({ error: 'validation.lastNameRequired' })
    .trim()
    .min(1, 'validation.lastNameRequired')
    .max(100, 'validation.tooLong'),
  mobileNumber: mobileNumberSchema,
  username: z.string().trim().max(64).optional(),
  confirmPassword: z.string().optional(),
  acceptedTerms: acceptedTermsField.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form adds the confirmation, which must equal the password, and requires the terms' acceptance. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z.string({ error: 'validation.passwordsMustMatch' }),
    // A checkbox is a boolean: unticked is a refinement's failure, not a type's, so the passwords' match is still
    // checked and shown beside it (zod stops before object refinements after a type error).
    acceptedTerms: z.boolean({ error: 'validation.acceptTerms' }).refine((v) => v, 'validation.acceptTerms'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsMustMatch',
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailField('validation.email') });

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'validation.tokenRequired' })
      .trim()
      .min(1, 'validation.tokenRequired')
      .max(200, 'validation.tokenRequired'),
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: 'validation.confirmRequired' })
      .min(PASSWORD_MIN_LENGTH, 'validation.confirmRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDoNotMatch',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The password the account has now, asked before sensitive changes (e-mail, password, deletion). */
export const currentPasswordField = z
  .string({ error: 'validation.currentPasswordRequired' })
  .min(1, 'validation.currentPasswordRequired')
  .max(PASSWORD_MAX_LENGTH, 'validation.currentPasswordWrong');

/** PUT /api/users/{id}/password: the current password, and a new one under the same rules as at sign-up. */
export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'validation.confirmRequired' }).min(1, 'validation.confirmRequired'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDoNotMatch',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/verify-email: the token of the e-mailed link. */
export const verifyEmailSchema = z.object({
  token: z
    .string({ error: 'validation.tokenRequired' })
    .trim()
    .min(1, 'validation.tokenRequired')
    .max(200, 'validation.tokenRequired'),
});
