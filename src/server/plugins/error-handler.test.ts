import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/shared/errors';
import { createTestApp, registerUser } from '@/server/test/test-app';

function expectErrorBody(body: Record<string, unknown>) {
  expect(ERROR_CODES).toContain(body.code);
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).every((k) => ['code', 'message', 'fields'].includes(k))).toBe(true);
}

describe('error answers', async () => {
  const { app } = await createTestApp(
    {},
    {
      beforeReady: (a) => {
        a.get('/api/test/boom', async () => {
          throw new Error('secret detail: password=hunter2 at /srv/app/db.ts:42');
        });
        a.get('/api/test/boom-503', async () => {
          throw Object.assign(new Error('secret upstream'), { statusCode: 503 });
        });
      },
    },
  );
  const user = await registerUser(app);

  it('a crash answers 500 with the generic INTERNAL message and no internals, in the request’s language', async () => {
    for (const [url, lang, text] of [
      ['/api/test/boom', 'en', 'Something went wrong on our side. Please try again later'],
      ['/api/test/boom', 'pl', 'Wystąpił błąd serwera. Spróbuj ponownie później'],
      ['/api/test/boom-503', 'en', 'Something went wrong on our side. Please try again later'],
    ]) {
      const res = await app.inject({ url, headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'INTERNAL', message: text });
      expect(res.body).not.toMatch(/secret|hunter2|db\.ts|stack/);
    }
  });

  it('malformed JSON is 400 BAD_REQUEST', async () => {
    for (const payload of ['{"email": "a@b.pl",', '{email: 1}', 'not json', '{"a":1}}']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Bad request' });
    }
  });

  it('an empty JSON body, a body of the wrong shape and a prototype-poisoning body are 400', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expectErrorBody(empty.json());
    // The same empty JSON body on a call that takes none is no body at all: the call is made, not refused.
    const someone = await registerUser(app);
    const bodiless = await app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { 'content-type': 'application/json', cookie: someone.cookie },
      payload: '',
    });
    expect(bodiless.statusCode, bodiless.body).toBeLessThan(300);
    for (const payload of [
      'null',
      '[]',
      '"text"',
      '42',
      'true',
      '{"__proto__": {"admin": true}, "email": "a@b.pl", "password": "x"}',
      '{"constructor": {"prototype": {"x": 1}}}',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expectErrorBody(res.json());
    }
  });

  it('an unsupported content type is 415; a text/plain body (what a cross-site form can send) is refused too', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@b.pl","password":"x"}',
    });
    expect(text.statusCode).toBe(400);
    expectErrorBody(text.json());
    const form = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.pl&password=x',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('wrong types and missing fields are 400 VALIDATION_FAILED with the fields named', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 123, password: ['x'] },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please correct the marked fields',
      fields: { email: 'Invalid email address', password: 'Password is required' },
    });
    const nested = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: { first: 'x' }, email: ['a@b.pl'], subject: 1, message: null },
    });
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json().fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('unknown API paths and methods are 404 NOT_FOUND in JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api'],
      ['DELETE', '/api/categories'],
      ['GET', '/api/users'],
      ['GET', '/uploads/avatars/none.webp'],
      ['GET', '/uploads/../package.json'],
      ['GET', '/nothing-here'],
    ] as const) {
      const res = await app.inject({ method, url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('text a database cannot store (a NUL character) is a 400, not a crash', async () => {
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Jan\u0000', email: 'jan@example.com', subject: 'inne', message: 'Hej\u0000' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: 'Nieprawidłowa wartość' } });
    const profile = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { cookie: user.cookie },
      payload: { email: user.email, firstName: 'Jan\u0000', lastName: 'K' },
    });
    expect(profile.statusCode).toBe(400);
    const register = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'nul@example.com',
        password: 'Haslo123!',
        firstName: 'A\u0000',
        lastName: 'B',
        mobileNumber: '+48 600100200',
      },
    });
    expect(register.statusCode).toBe(400);
    // Authentication still comes first.
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { email: 'a@b.pl', firstName: '\u0000', lastName: 'K' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('no client mistake on any endpoint gets a 5xx', async () => {
    const endpoints: [string, string][] = [
      ['POST', '/api/register'],
      ['POST', '/api/login'],
      ['POST', '/api/forgot-password'],
      ['POST', '/api/reset-password'],
      ['POST', '/api/contact'],
      ['PUT', `/api/users/${user.id}`],
      ['POST', '/api/logout'],
    ];
    const bodies: unknown[] = [
      {},
      { email: {}, password: {} },
      { email: 'a@b.pl', password: 'x'.repeat(10_000) },
      { token: 'x'.repeat(10_000), password: 'Haslo123!', confirmPassword: 'Haslo123!' },
      { token: 42, password: null, confirmPassword: [] },
      { name: 'x'.repeat(10_000), email: 'x'.repeat(300) + '@b.pl', subject: 'inne', message: 'x' },
      { email: 'a@b.pl', firstName: 'A', lastName: 'B', profilePhotoUrl: 'data:image/png;base64,' },
      { email: 'a@b.pl', firstName: 'A', lastName: 'B', profilePhotoUrl: 'data:image/gif;base64,R0lGODlh' },
      { email: 'a@b.pl', firstName: 'A', lastName: 'B', mobileNumber: '+99999 123456789' },
      { email: 'a@b.pl', firstName: 'A', lastName: 'B', countryCode: 'PL', language: 'xx' },
      {
        email: 'a@b.pl',
        password: 'Haslo123!',
        firstName: 'A',
        lastName: 'B',
        mobileNumber: '+48 600100200',
        username: 'x'.repeat(500),
      },
    ];
    for (const [method, url] of endpoints) {
      for (const body of bodies) {
        const res = await app.inject({
          method: method as 'POST',
          url,
          payload: body as object,
          headers: { cookie: user.cookie },
          remoteAddress: '10.9.9.9',
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
      }
    }
    for (const id of ['abc', '-1', '0', '1e99', '%00', '1%20OR%201=1', "1'", '9'.repeat(30)]) {
      const res = await app.inject(`/api/users/${id}`);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });
});
