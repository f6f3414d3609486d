import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOutboxSms } from '@/server/adapters/sms/outbox-sms';
import type { SmsSender } from '@/server/adapters/sms/sms-sender';
import type { Config } from '@/server/config';
import { deliveries, outbox, phoneVerifications, users } from '@/server/db/tables';
import { insertUser } from '@/server/features/items/test-fixtures';
import { AppError } from '@/server/lib/errors';
import { createTestApp } from '@/server/test/test-app';
import { testDeps } from '@/server/test/test-deps';
import { CODE_CHECKS_PER_HOUR, sendVerification, verifyCode } from './service';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const silent = { error: () => {} };

/**
 * The rules with a controllable clock (`now`), on a database of their own: every test starts its clock at its own
 * distant day, so the windows of one test never hold another's sends.
 */
describe('phone verification rules, by the clock', async () => {
  const { db, config } = await createTestApp();
  const outboxSms = createOutboxSms(db);
  const deps = (over: Partial<Config> = {}, sms: SmsSender = outboxSms) =>
    testDeps({ db, config: { ...config, ...over }, sms });

  let day = 0;
  /** A clock at a day of its own, months from now. */
  const clock = () => {
    day += 7;
    let at = Date.now() + (100 + day) * DAY;
    return {
      now: () => new Date(at),
      advance: (ms: number) => {
        at += ms;
      },
    };
  };
  let seq = 0;
  const number = () => `6008${String(10000 + ++seq).slice(-5)}`;
  const user = () => insertUser(db, { emailVerifiedAt: new Date() });

  /** The 429 (or other AppError) a call throws: its code, message key and Retry-After. */
  async function refusal(p: Promise<unknown>) {
    const e = await p.then(
      () => null,
      (err: unknown) => err,
    );
    if (!(e instanceof AppError)) throw new Error(`expected an AppError, got ${String(e)}`);
    return { code: e.code, key: e.messageKey, retryAfter: Number(e.headers['retry-after']), fields: e.fields };
  }
  async function codeOf(national: string) {
    const [sms] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.to, `+48${national}`)))
      .orderBy(desc(outbox.id))
      .limit(1);
    return /\b(\d{6})\b/.exec(sms.text)![1];
  }

  it('a code works until its 10 minutes are over, and not a second later', async () => {
    const c = clock();
    const u = await user();
    const n = number();
    const sent = await sendVerification(deps(), u, { phoneNumber: n, countryCode: '+48' }, '10.1.0.1', {
      now: c.now(),
    });
    expect(sent.expiresAt).toBe(new Date(c.now().getTime() + 10 * MINUTE).toISOString());
    const code = await codeOf(n);
    c.advance(10 * MINUTE);
    const late = await refusal(
      verifyCode(deps(), u, { phoneNumber: `+48 ${n}`, verificationCode: code }, { now: c.now() }),
    );
    expect(late.code).toBe('CODE_EXPIRED');

    // A new code (the resend wait long over) works just before its end.
    const u2 = await user();
    const n2 = number();
    await sendVerification(deps(), u2, { phoneNumber: n2, countryCode: '+48' }, '10.1.0.2', { now: c.now() });
    c.advance(10 * MINUTE - SECOND);
    const ok = await verifyCode(
      deps(),
      u2,
      { phoneNumber: `+48 ${n2}`, verificationCode: await codeOf(n2) },
      { now: c.now() },
    );
    expect(ok).toEqual({ phoneVerified: true, mobileNumber: `+48 ${n2}` });
  });

  it('one send per number per PHONE_RESEND_SECONDS, then at most PHONE_SENDS_PER_NUMBER_PER_DAY a day', async () => {
    const c = clock();
    const n = number();
    const send = async () =>
      sendVerification(deps(), await user(), { phoneNumber: n, countryCode: '+48' }, `10.2.0.${++seq % 250}`, {
        now: c.now(),
      });
    await send();
    c.advance(59 * SECOND);
    const soon = await refusal(send());
    expect(soon).toMatchObject({ code: 'RATE_LIMITED', key: 'rateLimits.phoneResend', retryAfter: 1 });
    c.advance(SECOND);
    for (let i = 2; i <= 5; i++) {
      await send();
      c.advance(61 * SECOND);
    }
    const capped = await refusal(send());
    expect(capped).toMatchObject({ code: 'RATE_LIMITED', key: 'rateLimits.phoneSends' });
    // Until the first send of the day ages out: a day after it.
    expect(capped.retryAfter).toBeGreaterThan(DAY / SECOND - 6 * 61 - 5);
    c.advance(capped.retryAfter * SECOND);
    await send();
  });

  it('at most PHONE_SENDS_PER_ACCOUNT_PER_DAY codes an account, whatever the numbers', async () => {
    const c = clock();
    const u = await user();
    const send = () =>
      sendVerification(deps(), u, { phoneNumber: number(), countryCode: '+48' }, '10.3.0.1', { now: c.now() });
    for (let i = 0; i < 5; i++) {
      await send();
      c.advance(MINUTE);
    }
    expect(await refusal(send())).toMatchObject({ code: 'RATE_LIMITED', key: 'rateLimits.phoneSends' });
    const rows = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, u.id));
    expect(rows).toHaveLength(5);
    // Only the newest is live: each send consumed the one before.
    expect(rows.filter((r) => r.consumedAt === null)).toHaveLength(1);
    c.advance(DAY);
    await send();
  });

  it('at most PHONE_SENDS_PER_ADDRESS_PER_HOUR from one address (an IPv6 /64 counts as one), whatever the accounts', async () => {
    const c = clock();
    const send = (ip: string) =>
      user().then((u) =>
        sendVerification(
          deps({ PHONE_SENDS_PER_ADDRESS_PER_HOUR: 3 }),
          u,
          { phoneNumber: number(), countryCode: '+48' },
          ip,
          {
            now: c.now(),
          },
        ),
      );
    await send('2001:db8:1:2::1');
    await send('2001:db8:1:2::2');
    await send('2001:db8:1:2:ffff::3');
    const refused = await refusal(send('2001:db8:1:2::4'));
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', key: 'rateLimits.phoneSends', retryAfter: 3600 });
    await send('2001:db8:1:3::1');
    c.advance(HOUR);
    await send('2001:db8:1:2::4');
  });

  it('at most PHONE_SENDS_PER_COUNTRY_PER_DAY to one country prefix (SMS pumping)', async () => {
    const c = clock();
    const capped = deps({ PHONE_SENDS_PER_COUNTRY_PER_DAY: 2 });
    const sk = ['905123001', '905123002', '905123003'];
    for (const n of sk.slice(0, 2))
      await sendVerification(capped, await user(), { phoneNumber: n, countryCode: '+421' }, `10.4.0.${++seq % 250}`, {
        now: c.now(),
      });
    const refused = await refusal(
      sendVerification(capped, await user(), { phoneNumber: sk[2], countryCode: '+421' }, '10.4.1.1', { now: c.now() }),
    );
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', key: 'rateLimits.phoneSends' });
    // Other countries are not held up.
    await sendVerification(capped, await user(), { phoneNumber: number(), countryCode: '+48' }, '10.4.1.2', {
      now: c.now(),
    });
  });

  it('a refused send leaves nothing: no code, no SMS', async () => {
    const c = clock();
    const u = await user();
    const n = number();
    await sendVerification(deps(), u, { phoneNumber: n, countryCode: '+48' }, '10.5.0.1', { now: c.now() });
    const before = await db
      .select()
      .from(deliveries)
      .where(eq(deliveries.recipient, `+48${n}`));
    await refusal(sendVerification(deps(), u, { phoneNumber: n, countryCode: '+48' }, '10.5.0.1', { now: c.now() }));
    expect(
      await db
        .select()
        .from(deliveries)
        .where(eq(deliveries.recipient, `+48${n}`)),
    ).toHaveLength(before.length);
    const rows = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].consumedAt).toBeNull();
  });

  it(`code checks are limited per account (${CODE_CHECKS_PER_HOUR} an hour) across codes`, async () => {
    const c = clock();
    const u = await user();
    let n = number();
    await sendVerification(deps(), u, { phoneNumber: n, countryCode: '+48' }, '10.6.0.1', { now: c.now() });
    for (let i = 0; i < CODE_CHECKS_PER_HOUR; i++) {
      // Three wrong tries per code, then a fresh code (to a new number, so the resend wait does not apply).
      if (i > 0 && i % 3 === 0) {
        n = number();
        await sendVerification(
          deps({ PHONE_SENDS_PER_ACCOUNT_PER_DAY: 100 }),
          u,
          { phoneNumber: n, countryCode: '+48' },
          '10.6.0.1',
          {
            now: c.now(),
          },
        );
      }
      const code = await codeOf(n);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect(
        (await refusal(verifyCode(deps(), u, { phoneNumber: `+48 ${n}`, verificationCode: wrong }, { now: c.now() })))
          .code,
      ).toBe('INVALID_CODE');
    }
    // Even the right code is not checked now.
    const blocked = await refusal(
      verifyCode(deps(), u, { phoneNumber: `+48 ${n}`, verificationCode: await codeOf(n) }, { now: c.now() }),
    );
    expect(blocked).toMatchObject({ code: 'RATE_LIMITED', key: 'rateLimits.phoneCodeChecks' });
  });

  it('the SMS row is written with the code; a failed send stays pending for the drain, which needs a sender', async () => {
    const c = clock();
    const u = await user();
    const n = number();
    const down: SmsSender = {
      kind: 'smsapi',
      send: () => Promise.reject(new Error('SMSAPI down')),
    };
    const answer = await sendVerification(deps({}, down), u, { phoneNumber: n, countryCode: '+48' }, '10.7.0.1', {
      now: c.now(),
      log: silent,
    });
    expect(answer.phoneNumber).toBe(`+48 ${n}`);
    const [row] = await db
      .select()
      .from(deliveries)
      .where(eq(deliveries.recipient, `+48${n}`));
    expect(row).toMatchObject({ channel: 'sms', status: 'pending', attempts: 1, lastError: 'SMSAPI down' });
    expect(await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, u.id))).toHaveLength(1);

    // A drain without an SMS sender leaves the row alone; one with a sender delivers it.
    const later = new Date(Date.now() + 365 * DAY);
    await testDeps({ db, config }).outboxes.deliveries.drain(later, silent);
    const [untouched] = await db.select().from(deliveries).where(eq(deliveries.id, row.id));
    expect(untouched).toMatchObject({ status: 'pending', attempts: 1 });
    await testDeps({ db, config, sms: outboxSms }).outboxes.deliveries.drain(later, silent);
    const [sent] = await db.select().from(deliveries).where(eq(deliveries.id, row.id));
    expect(sent.status).toBe('sent');
    expect(await codeOf(n)).toMatch(/^\d{6}$/);
  });

  it('a verified number moves to the account, and the unique index keeps it to one account', async () => {
    const c = clock();
    const [a, b] = [await user(), await user()];
    const n = number();
    await sendVerification(deps(), b, { phoneNumber: n, countryCode: '+48' }, '10.8.0.1', { now: c.now() });
    const codeB = await codeOf(n);
    // Another account holds the number verified already (as if it won a race against b's check).
    await db
      .update(users)
      .set({ mobileNumber: `+48 ${n}`, phoneVerified: true })
      .where(eq(users.id, a.id));
    const taken = await refusal(
      verifyCode(deps(), b, { phoneNumber: `+48 ${n}`, verificationCode: codeB }, { now: c.now() }),
    );
    expect(taken.code).toBe('PHONE_TAKEN');
    await expect(
      db
        .update(users)
        .set({ mobileNumber: `+48 ${n}`, phoneVerified: true })
        .where(eq(users.id, b.id)),
    ).rejects.toThrow();
  });
});
