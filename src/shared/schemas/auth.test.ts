import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, loginSchema, registerFormSchema, registerSchema, resetPasswordSchema } from './auth';

/** The first message per field, as the server's error handler reports it. */
function fieldErrors(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) {
  const r = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

const validRegister = {
  email: 'jan@example.com',
  password: 'Haslo123!',
  firstName: 'Jan',
  lastName: 'Kowalski',
  mobileNumber: '+48 600100200',
};

describe('loginSchema', () => {
  it('accepts any non-empty password (old passwords need not meet today’s rules) and normalises the e-mail', () => {
    const r = loginSchema.parse({ email: '  Jan@Example.COM ', password: 'abc' });
    expect(r).toEqual({ email: 'jan@example.com', password: 'abc' });
  });

  it('reports an invalid e-mail with the login text', () => {
    for (const email of ['', 'jan', 'jan@', '@example.com', 123, null, undefined, `${'a'.repeat(250)}@example.com`]) {
      expect(fieldErrors(loginSchema, { email, password: 'x' }).email, String(email)).toBe('validation.loginEmail');
    }
  });

  it('requires the password', () => {
    expect(fieldErrors(loginSchema, { email: 'a@b.pl', password: '' }).password).toBe('validation.passwordRequired');
    expect(fieldErrors(loginSchema, { email: 'a@b.pl' }).password).toBe('validation.passwordRequired');
    expect(fieldErrors(loginSchema, { email: 'a@b.pl', password: 5 }).password).toBe('validation.passwordRequired');
    expect(fieldErrors(loginSchema, { email: 'a@b.pl', password: 'x'.repeat(129) }).password).toBe(
      'validation.passwordTooLong',
    );
  });
});

describe('registerSchema', () => {
  it('accepts a complete registration, normalises it and drops unknown fields', () => {
    const r = registerSchema.parse({
      ...validRegister,
      email: ' JAN@Example.com',
      firstName: ' Jan ',
      role: 'admin',
      id: 1,
    });
    expect(r.email).toBe('jan@example.com');
    expect(r.firstName).toBe('Jan');
    expect(r).not.toHaveProperty('role');
    expect(r).not.toHaveProperty('id');
  });

  it('names every missing field with its own message', () => {
    expect(fieldErrors(registerSchema, {})).toEqual({
      email: 'validation.email',
      password: 'validation.passwordMin',
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      mobileNumber: 'validation.phoneRequired',
    });
  });

  it('treats blank names and a bare prefix as missing', () => {
    const e = fieldErrors(registerSchema, { ...validRegister, firstName: '   ', lastName: '\t', mobileNumber: '+48 ' });
    expect(e).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      mobileNumber: 'validation.phoneRequired',
    });
  });

  it('refuses an invalid e-mail, over-long names and wrong types', () => {
    expect(fieldErrors(registerSchema, { ...validRegister, email: 'not-an-email' })).toEqual({
      email: 'validation.email',
    });
    expect(fieldErrors(registerSchema, { ...validRegister, email: 123 })).toEqual({ email: 'validation.email' });
    expect(fieldErrors(registerSchema, { ...validRegister, firstName: 'x'.repeat(101) })).toEqual({
      firstName: 'validation.tooLong',
    });
    expect(fieldErrors(registerSchema, { ...validRegister, lastName: 42 })).toEqual({
      lastName: 'validation.lastNameRequired',
    });
  });

  it('applies the password rules', () => {
    expect(fieldErrors(registerSchema, { ...validRegister, password: 'Ha1!' })).toEqual({
      password: 'validation.passwordMin',
    });
    expect(fieldErrors(registerSchema, { ...validRegister, password: 'haslo1234' })).toEqual({
      password: 'validation.passwordComplexity',
    });
  });
});

describe('registerFormSchema', () => {
  const form = { ...validRegister, acceptedTerms: true };
  it('requires the confirmation to equal the password', () => {
    expect(registerFormSchema.safeParse({ ...form, confirmPassword: 'Haslo123!' }).success).toBe(true);
    expect(fieldErrors(registerFormSchema, { ...form, confirmPassword: 'Haslo123?' })).toEqual({
      confirmPassword: 'validation.passwordsMustMatch',
    });
    expect(fieldErrors(registerFormSchema, form).confirmPassword).toBe('validation.passwordsMustMatch');
  });
  it('requires the terms to be accepted (issue 27 §2): only true is an answer', () => {
    const ok = { ...form, confirmPassword: 'Haslo123!' };
    expect(fieldErrors(registerFormSchema, { ...ok, acceptedTerms: false })).toEqual({
      acceptedTerms: 'validation.acceptTerms',
    });
    expect(fieldErrors(registerFormSchema, { ...ok, acceptedTerms: undefined })).toEqual({
      acceptedTerms: 'validation.acceptTerms',
    });
    // Unticked, the passwords' mismatch is still reported beside it.
    expect(fieldErrors(registerFormSchema, { ...form, confirmPassword: 'Haslo123?', acceptedTerms: false })).toEqual({
      acceptedTerms: 'validation.acceptTerms',
      confirmPassword: 'validation.passwordsMustMatch',
    });
    // The API's payload (the spec's) may leave it out.
    expect(registerSchema.safeParse(validRegister).success).toBe(true);
  });
});

describe('forgotPasswordSchema', () => {
  it('needs a valid e-mail', () => {
    expect(forgotPasswordSchema.parse({ email: ' A@B.PL ' })).toEqual({ email: 'a@b.pl' });
    expect(fieldErrors(forgotPasswordSchema, { email: 'a@' })).toEqual({ email: 'validation.email' });
    expect(fieldErrors(forgotPasswordSchema, {})).toEqual({ email: 'validation.email' });
  });
});

describe('resetPasswordSchema', () => {
  const valid = { token: 'abc', password: 'Nowe123!x', confirmPassword: 'Nowe123!x' };

  it('accepts a token and two equal valid passwords', () => {
    expect(resetPasswordSchema.safeParse(valid).success).toBe(true);
  });

  it('requires the token', () => {
    expect(fieldErrors(resetPasswordSchema, { ...valid, token: '' })).toEqual({ token: 'validation.tokenRequired' });
    expect(fieldErrors(resetPasswordSchema, { ...valid, token: '   ' })).toEqual({ token: 'validation.tokenRequired' });
    expect(fieldErrors(resetPasswordSchema, { password: valid.password, confirmPassword: valid.password })).toEqual({
      token: 'validation.tokenRequired',
    });
  });

  it('requires a confirmation of at least 8 characters', () => {
    expect(fieldErrors(resetPasswordSchema, { ...valid, confirmPassword: '' }).confirmPassword).toBe(
      'validation.confirmRequired',
    );
    expect(fieldErrors(resetPasswordSchema, { ...valid, confirmPassword: 'Nowe12!' }).confirmPassword).toBe(
      'validation.confirmRequired',
    );
    expect(fieldErrors(resetPasswordSchema, { token: 'abc', password: valid.password }).confirmPassword).toBe(
      'validation.confirmRequired',
    );
  });

  it('requires the two to match', () => {
    expect(fieldErrors(resetPasswordSchema, { ...valid, confirmPassword: 'Nowe123!y' })).toEqual({
      confirmPassword: 'validation.passwordsDoNotMatch',
    });
  });

  it('applies the password rules to the new password', () => {
    expect(fieldErrors(resetPasswordSchema, { ...valid, password: 'short', confirmPassword: 'short' }).password).toBe(
      'validation.passwordMin',
    );
    expect(
      fieldErrors(resetPasswordSchema, { ...valid, password: 'nowehaslo1', confirmPassword: 'nowehaslo1' }).password,
    ).toBe('validation.passwordComplexity');
  });
});
