import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, outbox, phoneVerifications, users } from '@/server/db/tables';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp } from '@/server/test/test-app';

/** Phone verification through the API (issue 14 §1, §4; decision 0037). Every test uses its own numbers and address. */
describe('phone verification through the API', async () => {
  const { app, db } = await createTestApp();

  let seq = 0;
  /** A fresh Polish mobile number: national "6007xxxxx", E.164 "+486007xxxxx". */
  const nextNumber = () => {
    seq++;
    const national = `6007${String(10000 + seq).slice(-5)}`;
    return { national, display: `+48 ${national}`, e164: `+48${national}` };
  };
  const nextIp = () => `10.20.${Math.floor(seq / 200)}.${(seq++ % 200) + 1}`;

  /** A caller; `lang` null sends no Accept-Language, so the account's stored language stays as it is. */
  type Caller = { cookie: string; lang?: string | null } | null;
  const call = (method: 'GET' | 'POST', url: string, who: Caller, body?: object) => {
    const lang = who?.lang === undefined ? 'en' : who.lang;
    return app.inject({
      method,
      url,
      payload: body,
      remoteAddress: nextIp(),
      headers: { ...(lang ? { 'accept-language': lang } : {}), ...(who ? { cookie: who.cookie } : {}) },
    });
  };
  const send = (who: Caller, phoneNumber: string, countryCode = '+48') =>
    call('POST', '/api/phone/send-verification', who, { phoneNumber, countryCode });
  const verify = (who: Caller, phoneNumber: string, verificationCode: string) =>
    call('POST', '/api/phone/verify-code', who, { phoneNumber, verificationCode });

  /** The code of the newest SMS in the dev outbox to this E.164 number, as an end-to-end test reads it. */
  async function codeSentTo(e164: string): Promise<string> {
    const [sms] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.to, e164)))
      .orderBy(desc(outbox.id))
      .limit(1);
    const m = sms && /\b(\d{6})\b/.exec(sms.text);
    if (!m) throw new Error(`no code texted to ${e164}`);
    return m[1];
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const rowsOf = (userId: number) =>
    db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId))
      .orderBy(desc(phoneVerifications.id));

  it('a visitor is 401 on all three calls', async () => {
    const n = nextNumber();
    expect((await call('GET', '/api/phone/verification-status', null)).statusCode).toBe(401);
    expect((await send(null, n.national)).statusCode).toBe(401);
    expect((await verify(null, n.display, '123456')).statusCode).toBe(401);
  });

  it('the status is the account’s phoneVerified and mobileNumber', async () => {
    const user = await signedInUser(db);
    await db.update(users).set({ mobileNumber: '+48 600100200' }).where(eq(users.id, user.id));
    const res = await call('GET', '/api/phone/verification-status', user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ phoneVerified: false, mobileNumber: '+48 600100200' });
  });

  it('junk, landlines, numbers of other countries and unsupported country codes are 400 with the field', async () => {
    const user = await signedInUser(db);
    const refusals: [string, string, string, string][] = [
      ['', '+48', 'phoneNumber', 'Phone number is required'],
      ['   ', '+48', 'phoneNumber', 'Phone number is required'],
      ['abc', '+48', 'phoneNumber', 'Invalid phone number'],
      ['12', '+48', 'phoneNumber', 'Invalid phone number'],
      ['600 700 80', '+48', 'phoneNumber', 'Invalid phone number'],
      ['1'.repeat(40), '+48', 'phoneNumber', 'Invalid phone number'],
      // Warsaw landline
      ['22 123 45 67', '+48', 'phoneNumber', 'This is not a mobile number: enter a mobile phone number'],
      // London landline
      ['020 7946 0958', '+44', 'phoneNumber', 'This is not a mobile number: enter a mobile phone number'],
      // A German mobile typed with its prefix while Poland is chosen; a Canadian number for the US.
      ['+49 151 23456789', '+48', 'phoneNumber', 'The number starts with a different country code than the one chosen'],
      ['+1 416 555 0199', '+1', 'phoneNumber', 'The number starts with a different country code than the one chosen'],
      ['912345678', '+7', 'countryCode', 'Choose a country code from the list'],
      ['600700800', '48', 'countryCode', 'Choose a country code from the list'],
    ];
    for (const [phoneNumber, countryCode, field, message] of refusals) {
      const res = await send(user, phoneNumber, countryCode);
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields[field], phoneNumber).toBe(message);
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('a send answers the normalised number and writes a hashed code and its SMS, delivered to the outbox', async () => {
    const user = await signedInUser(db);
    const n = nextNumber();
    const before = Date.now();
    const res = await send(user, `0048 ${n.national.slice(0, 3)}-${n.national.slice(3)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.phoneNumber).toBe(n.display);
    expect(body.resendAfterSeconds).toBe(60);
    const ttl = new Date(body.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5000);

    const code = await codeSentTo(n.e164);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ phoneNumber: n.display, countryCode: '+48', attempts: 0, maxAttempts: 3 });
    expect(row.verificationCodeHash).not.toContain(code);
    expect(row.consumedAt).toBeNull();
    const [delivery] = await db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.channel, 'sms'), eq(deliveries.recipient, n.e164)));
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1 });
    expect(delivery.payload).toEqual({ to: n.e164, text: expect.stringContaining(code) as string });
  });

  it('the SMS is in the account’s language, without Polish letters, in one 160-character part', async () => {
    const pl = await signedInUser(db);
    const en = await signedInUser(db);
    await db.update(users).set({ language: 'en' }).where(eq(users.id, en.id));
    const [a, b] = [nextNumber(), nextNumber()];
    // No Accept-Language: the language stored on each account decides.
    expect((await send({ ...pl, lang: null }, a.national)).statusCode).toBe(200);
    expect((await send({ ...en, lang: null }, b.national)).statusCode).toBe(200);
    const [plSms] = await db.select().from(outbox).where(eq(outbox.to, a.e164));
    const [enSms] = await db.select().from(outbox).where(eq(outbox.to, b.e164));
    const [plCode, enCode] = [await codeSentTo(a.e164), await codeSentTo(b.e164)];
    expect(plSms.text).toBe(`Kod weryfikacyjny Wypozyczalni: ${plCode}. Wazny 10 minut. Nie podawaj go nikomu.`);
    expect(enSms.text).toBe(`Your Wypozyczalnia verification code: ${enCode}. Valid for 10 minutes. Do not share it.`);
    for (const text of [plSms.text, enSms.text]) {
      expect(text).toMatch(/^[\x20-\x7e]+$/);
      expect(text.length).toBeLessThanOrEqual(160);
    }
  });

  it('the right code verifies the number: status and /api/auth/me follow; the code cannot be used again', async () => {
    const user = await signedInUser(db);
    const n = nextNumber();
    await send(user, n.national);
    const code = await codeSentTo(n.e164);
    // The number as the answer gave it, or typed with its prefix in any spacing.
    const ok = await verify(user, `+48${n.national}`, ` ${code} `);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ phoneVerified: true, mobileNumber: n.display });
    const status = await call('GET', '/api/phone/verification-status', user);
    expect(status.json()).toEqual({ phoneVerified: true, mobileNumber: n.display });
    const me = await call('GET', '/api/auth/me', user);
    expect(me.json().user).toMatchObject({ phoneVerified: true, mobileNumber: n.display, countryCode: '+48' });
    const [row] = await rowsOf(user.id);
    expect(row.verified).toBe(true);
    expect(row.verifiedAt).not.toBeNull();
    expect(row.consumedAt).not.toBeNull();

    const again = await verify(user, n.display, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('CODE_EXPIRED');
    // Asking for a code for the number already verified on this account is refused too.
    const resend = await send(user, n.national);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().code).toBe('PHONE_ALREADY_VERIFIED');
  });

  it('a wrong code is 400 INVALID_CODE with the tries left; the third burns the code, even the right one then fails', async () => {
    const user = await signedInUser(db);
    const n = nextNumber();
    await send(user, n.national);
    const code = await codeSentTo(n.e164);
    const first = await verify(user, n.display, wrongCode(code));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Invalid verification code. Attempts left: 2',
    });
    expect((await rowsOf(user.id))[0].attempts).toBe(1);
    expect((await verify(user, n.display, wrongCode(code))).json().message).toContain('Attempts left: 1');
    const third = await verify(user, n.display, wrongCode(code));
    expect(third.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Invalid verification code. No attempts left: send a new code',
    });
    const [row] = await rowsOf(user.id);
    expect(row.attempts).toBe(3);
    expect(row.consumedAt).not.toBeNull();
    const right = await verify(user, n.display, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('CODE_EXPIRED');
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0].phoneVerified).toBe(false);
  });

  it('the code of a malformed request is 400 with the spec’s messages, and no try is counted', async () => {
    const user = await signedInUser(db);
    const n = nextNumber();
    await send(user, n.national);
    for (const [verificationCode, message] of [
      ['', 'Verification code is required'],
      ['  ', 'Verification code is required'],
      ['12345', 'The verification code is 6 digits'],
      ['12a456', 'The verification code is 6 digits'],
      ['1234567', 'The verification code is 6 digits'],
    ]) {
      const res = await verify(user, n.display, verificationCode);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.verificationCode).toBe(message);
    }
    expect((await verify(user, 'abc', '123456')).json().fields.phoneNumber).toBe('Invalid phone number');
    expect((await rowsOf(user.id))[0].attempts).toBe(0);
  });

  it('an expired code is CODE_EXPIRED', async () => {
    const user = await signedInUser(db);
    const n = nextNumber();
    await send(user, n.national);
    const code = await codeSentTo(n.e164);
    await db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.userId, user.id));
    const res = await verify(user, n.display, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'The code has expired, has been used or has no attempts left: send a new code',
    });
  });

  it('a code is bound to its number: given with another number it is no code (and no try); a new send replaces it', async () => {
    const user = await signedInUser(db);
    const [a, b] = [nextNumber(), nextNumber()];
    await send(user, a.national);
    const codeA = await codeSentTo(a.e164);
    const other = await verify(user, b.display, codeA);
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('CODE_EXPIRED');
    expect((await rowsOf(user.id))[0].attempts).toBe(0);

    // A code sent to b replaces a's: a's code is dead now.
    expect((await send(user, b.national)).statusCode).toBe(200);
    const codeB = await codeSentTo(b.e164);
    expect((await verify(user, a.display, codeA)).json().code).toBe('CODE_EXPIRED');
    const [newest, older] = await rowsOf(user.id);
    expect(older.consumedAt).not.toBeNull();
    expect(newest.consumedAt).toBeNull();
    expect((await verify(user, b.display, codeB)).statusCode).toBe(200);
  });

  it('another code for one number within 60 s is 429 with Retry-After, whichever account asks', async () => {
    const [one, two] = [await signedInUser(db), await signedInUser(db)];
    const n = nextNumber();
    expect((await send(one, n.national)).statusCode).toBe(200);
    for (const who of [one, two]) {
      const res = await send(who, n.national);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(res.json().message).toMatch(
        /^A code was just sent to this number\. You can send a new one in (\d+ s|1 min)$/,
      );
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(50);
      expect(wait).toBeLessThanOrEqual(60);
    }
    expect(await rowsOf(two.id)).toEqual([]);
  });

  it('parallel sends to one number: exactly one code goes out', async () => {
    const people = await Promise.all([signedInUser(db), signedInUser(db), signedInUser(db)]);
    const n = nextNumber();
    const answers = await Promise.all(people.map((p) => send(p, n.national)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    const sms = await db.select().from(outbox).where(eq(outbox.to, n.e164));
    expect(sms).toHaveLength(1);
  });

  it('a number verified by another account is 409 PHONE_TAKEN, at send and at verify', async () => {
    const [first, second] = [await signedInUser(db), await signedInUser(db)];
    const n = nextNumber();
    // The second asks first; the first asks a minute later (the resend wait moved back) and verifies.
    await send(second, n.national);
    const secondCode = await codeSentTo(n.e164);
    await db
      .update(phoneVerifications)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(phoneVerifications.userId, second.id));
    await send(first, n.national);
    expect((await verify(first, n.display, await codeSentTo(n.e164))).statusCode).toBe(200);

    const late = await verify(second, n.display, secondCode);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'PHONE_TAKEN',
      message: 'This phone number has already been verified on another account',
    });
    const again = await send(second, n.national);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PHONE_TAKEN');
    const [row] = await db.select().from(users).where(eq(users.id, second.id));
    expect(row.phoneVerified).toBe(false);
  });

  it('changing the number in the profile makes it unverified again; saving the same number keeps it verified', async () => {
    const user = await signedInUser(db);
    const n = nextNumber();
    await send(user, n.national);
    await verify(user, n.display, await codeSentTo(n.e164));
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    const profile = { email: row.email, firstName: 'Jan', lastName: 'Nowak' };
    const put = (mobileNumber: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: { cookie: user.cookie },
        payload: { ...profile, mobileNumber },
      });
    const same = await put(n.display);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ phoneVerified: true, mobileNumber: n.display });
    const changed = await put('+48 600999888');
    expect(changed.json()).toMatchObject({ phoneVerified: false, mobileNumber: '+48 600999888' });
    const status = await call('GET', '/api/phone/verification-status', user);
    expect(status.json()).toEqual({ phoneVerified: false, mobileNumber: '+48 600999888' });
  });

  it('numbers of each selectable country are accepted in their own formats, US numbers included', async () => {
    const cases: [string, string, string][] = [
      ['07400 123456', '+44', '+44 7400123456'],
      ['0151 23456789', '+49', '+49 15123456789'],
      ['06 12 34 56 78', '+33', '+33 612345678'],
      ['(201) 555-0123', '+1', '+1 2015550123'],
      ['+380 50 123 4567', '+380', '+380 501234567'],
    ];
    for (const [typed, countryCode, display] of cases) {
      // One account asks once a day per number; each case is a new account, as a new person would be.
      const who = await signedInUser(db);
      const res = await send(who, typed, countryCode);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().phoneNumber).toBe(display);
      expect((await rowsOf(who.id))[0]).toMatchObject({ phoneNumber: display, countryCode });
    }
  });
});
