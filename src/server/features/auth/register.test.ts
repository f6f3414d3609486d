import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/tables';
import { createTestApp, registerUser, sessionCookie, VALID_PASSWORD, verifyEmailOf } from '@/server/test/test-app';

const valid = {
  email: 'ewa@example.com',
  password: VALID_PASSWORD,
  firstName: 'Ewa',
  lastName: 'Nowak',
  mobileNumber: '+48 600 100 200',
};

describe('POST /api/register', async () => {
  const { app, db } = await createTestApp({ ADMIN_EMAILS: 'Boss@Example.com, second@example.com' });
  const register = (payload: unknown, lang?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/register',
      payload: payload as object,
      headers: lang ? { 'accept-language': lang } : {},
    });

  it('creates the account, answers 201 with the private user and signs in', async () => {
    const res = await register({ ...valid, role: 'admin', isVerified: true, id: 1 }, 'en-GB');
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      email: 'ewa@example.com',
      firstName: 'Ewa',
      lastName: 'Nowak',
      mobileNumber: '+48 600100200',
      countryCode: '+48',
      username: 'ewa',
      role: 'user',
      isVerified: false,
      phoneVerified: false,
      language: 'en',
      averageRating: '0.00',
      responseTime: 'within_hour',
      profilePhotoUrl: null,
      emailVerified: false,
      pendingEmail: null,
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('password');

    const me = await app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
  });

  it('stores the password as an argon2id hash with m=19456,t=2,p=1', async () => {
    const { id } = await registerUser(app);
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
    expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.hash).not.toContain(VALID_PASSWORD);
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const { email } = await registerUser(app);
    for (const lang of ['pl', 'en']) {
      const res = await register({ ...valid, email: email.toUpperCase() }, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('EMAIL_TAKEN');
      expect(res.json().fields.email).toBe(
        lang === 'pl' ? 'Konto z tym adresem email już istnieje' : 'An account with this email already exists',
      );
    }
  });

  it('gives a taken handle a numbered one', async () => {
    const a = await register({ ...valid, email: 'same.name@one.example' });
    const b = await register({ ...valid, email: 'Same.Name@two.example' });
    expect(a.json().user.username).toBe('same.name');
    expect(b.json().user.username).toBe('same.name-2');
  });

  it('gives the admin role to the e-mails of ADMIN_EMAILS only once confirmed, whatever their case, and to nobody else', async () => {
    const role = async (email: string) =>
      (await db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0].role;
    for (const email of ['BOSS@example.COM', 'second@example.com', 'boss@example.com.evil']) {
      const res = await register({ ...valid, email });
      // Typing the address proves nothing: whoever registers it first is a plain user until the link is opened.
      expect(res.json().user).toMatchObject({ role: 'user', emailVerified: false });
      expect((await verifyEmailOf(app, db, email.toLowerCase())).statusCode).toBe(200);
    }
    expect(await role('boss@example.com')).toBe('admin');
    expect(await role('second@example.com')).toBe('admin');
    expect(await role('boss@example.com.evil')).toBe('user');
  });

  it('refuses the most common passwords on top of the spec’s rules, in both languages', async () => {
    for (const password of ['Haslo123!', 'Password1!', 'Qwerty2024$', 'P@ssw0rd!', 'Zaq12wsx!']) {
      for (const [lang, text] of [
        ['pl', 'To hasło jest zbyt popularne i łatwe do odgadnięcia: wybierz inne'],
        ['en', 'This password is too common and easy to guess: choose another one'],
      ]) {
        const res = await register({ ...valid, email: 'common@example.com', password }, lang);
        expect(res.statusCode, password).toBe(400);
        expect(res.json().fields).toEqual({ password: text });
      }
    }
    expect(await db.select().from(users).where(eq(users.email, 'common@example.com'))).toHaveLength(0);
  });

  describe('validation messages in the request’s language', () => {
    const cases: { name: string; body: object; field: string; pl: string; en: string }[] = [
      {
        name: 'short password',
        body: { password: 'Ab1!' },
        field: 'password',
        pl: 'Hasło musi mieć co najmniej 8 znaków',
        en: 'Password must be at least 8 characters',
      },
      {
        name: 'simple password',
        body: { password: 'haslohaslo' },
        field: 'password',
        pl: 'Hasło musi zawierać: dużą literę, małą literę, cyfrę i znak specjalny',
        en: 'Password must contain: uppercase letter, lowercase letter, number and special character',
      },
      {
        name: 'invalid e-mail',
        body: { email: 'ewa@' },
        field: 'email',
        pl: 'Nieprawidłowy email',
        en: 'Invalid email',
      },
      {
        name: 'e-mail of a wrong type',
        body: { email: 123 },
        field: 'email',
        pl: 'Nieprawidłowy email',
        en: 'Invalid email',
      },
      {
        name: 'blank first name',
        body: { firstName: '  ' },
        field: 'firstName',
        pl: 'Imię jest wymagane',
        en: 'First name is required',
      },
      {
        name: 'missing last name',
        body: { lastName: undefined },
        field: 'lastName',
        pl: 'Nazwisko jest wymagane',
        en: 'Last name is required',
      },
      {
        name: 'bare phone prefix',
        body: { mobileNumber: '+48 ' },
        field: 'mobileNumber',
        pl: 'Numer telefonu jest wymagany',
        en: 'Phone number is required',
      },
      {
        name: 'invalid phone',
        body: { mobileNumber: '+48 12' },
        field: 'mobileNumber',
        pl: 'Nieprawidłowy numer telefonu',
        en: 'Invalid phone number',
      },
    ];
    for (const c of cases) {
      it(`${c.name}: 400 naming ${c.field}`, async () => {
        for (const [lang, text] of [
          ['pl', c.pl],
          ['en', c.en],
          [undefined, c.pl],
        ] as const) {
          const res = await register({ ...valid, email: 'nobody@example.com', ...c.body }, lang);
          expect(res.statusCode).toBe(400);
          const body = res.json();
          expect(body.code).toBe('VALIDATION_FAILED');
          expect(body.message).toBe(lang === 'en' ? 'Please correct the marked fields' : 'Popraw zaznaczone pola');
          expect(body.fields).toEqual({ [c.field]: text });
        }
      });
    }

    it('names every missing field at once', async () => {
      const res = await register({}, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        email: 'Invalid email',
        password: 'Password must be at least 8 characters',
        firstName: 'First name is required',
        lastName: 'Last name is required',
        mobileNumber: 'Phone number is required',
      });
      const [{ count }] = await db.$client
        .query("SELECT count(*)::int AS count FROM users WHERE email = 'nobody@example.com'")
        .then((r) => r.rows);
      expect(count).toBe(0);
    });
  });
});
