import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, deliveries, kycVerifications, reviewReports, reviews, users } from '@/server/db/tables';
import { insertUser } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';
import { reviewWorld } from '@/server/test/review-world';
import { createTestApp } from '@/server/test/test-app';
import type { AuditEvent } from '@/shared/schemas/admin';
import { signupStats } from './users';

const { app, db } = await createTestApp();
const { person, call, rentalOf, write } = reviewWorld(app, db);

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
const send = (method: 'PATCH' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
  app.inject({ method, url, payload, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });

let admin: Awaited<ReturnType<typeof signedInUser>>;
let user: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  admin = await signedInUser(db);
  await db.update(users).set({ role: 'admin', firstName: 'Ada', lastName: 'Admińska' }).where(eq(users.id, admin.id));
  user = await signedInUser(db);
});

const latestAudit = async () => (await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0];

describe('admin calls', () => {
  const reads = [
    '/api/admin/users',
    '/api/admin/signup-stats',
    '/api/admin/audit-events',
    '/api/admin/review-reports',
    '/api/admin/deliveries/failed',
  ];
  const writes: ['PATCH' | 'POST', string, object | undefined][] = [
    ['PATCH', '/api/admin/review-reports/1', { action: 'keep' }],
    ['POST', '/api/admin/deliveries/1/retry', undefined],
  ];

  it('are 401 for a visitor and 403 for a user, reads and writes alike; 200 for an admin', async () => {
    for (const url of reads) {
      expect((await get(url)).statusCode, url).toBe(401);
      const forbidden = await get(url, user.cookie);
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json().code).toBe('FORBIDDEN');
      expect((await get(url, admin.cookie)).statusCode, url).toBe(200);
    }
    for (const [method, url, body] of writes) {
      expect((await send(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await send(method, url, user.cookie, body)).statusCode, url).toBe(403);
    }
  });

  it('refuse bad input with 400 and unknown rows with 404', async () => {
    expect((await get('/api/admin/users?limit=1000', admin.cookie)).statusCode).toBe(400);
    expect((await get('/api/admin/users?page=0', admin.cookie)).statusCode).toBe(400);
    expect((await get(`/api/admin/users?q=${'a'.repeat(101)}`, admin.cookie)).statusCode).toBe(400);
    const bad = await send('PATCH', '/api/admin/review-reports/1', admin.cookie, { action: 'delete' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('action');
    expect((await send('PATCH', '/api/admin/review-reports/x', admin.cookie, { action: 'keep' })).statusCode).toBe(400);
    expect((await send('PATCH', '/api/admin/review-reports/999999', admin.cookie, { action: 'keep' })).statusCode).toBe(
      404,
    );
    expect((await send('POST', '/api/admin/deliveries/999999/retry', admin.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users without secrets, newest first, paged with the total in x-total-count', async () => {
    const res = await get('/api/admin/users?limit=2&page=1', admin.cookie);
    expect(res.statusCode).toBe(200);
    const total = Number(res.headers['x-total-count']);
    const [{ count }] = await db.$count(users).then((c) => [{ count: c }]);
    expect(total).toBe(count);
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(
        [
          'createdAt',
          'email',
          'firstName',
          'id',
          'isVerified',
          'kycStatus',
          'lastName',
          'mobileNumber',
          'phoneVerified',
          'role',
          'status',
        ].sort(),
      );
    expect(res.body).not.toMatch(/passwordHash|password|token/i);
    const page2 = (await get('/api/admin/users?limit=2&page=2', admin.cookie)).json<{ id: number }[]>();
    expect(page2.map((r) => r.id)).not.toContain(rows[0].id);
    const ids = (await get('/api/admin/users?limit=100', admin.cookie)).json<{ id: number }[]>().map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('gives each user the status of their latest identity check: none, pending, approved or rejected', async () => {
    const check = (userId: number, verificationStatus: 'pending' | 'approved' | 'rejected', submittedAt: string) =>
      db.insert(kycVerifications).values({
        userId,
        verificationStatus,
        documentType: 'national_id',
        documentNumberLast4: '4567',
        firstName: 'Anna',
        lastName: 'Nowak',
        dateOfBirth: '1990-05-05',
        nationality: 'Polish',
        address: 'ul. Długa 1',
        city: 'Kraków',
        postalCode: '31-147',
        phoneNumber: '+48 600 700 800',
        submittedAt: new Date(submittedAt),
      });
    const none = await insertUser(db, { lastName: 'KycNone' });
    const pending = await insertUser(db, { lastName: 'KycPending' });
    const approved = await insertUser(db, { lastName: 'KycApproved' });
    const rejected = await insertUser(db, { lastName: 'KycRejected' });
    const resubmitted = await insertUser(db, { lastName: 'KycResubmitted' });
    await check(pending.id, 'pending', '2026-01-01T10:00:00Z');
    await check(approved.id, 'rejected', '2026-01-01T10:00:00Z');
    await check(approved.id, 'approved', '2026-01-02T10:00:00Z');
    await check(rejected.id, 'approved', '2025-01-01T10:00:00Z');
    await check(rejected.id, 'rejected', '2026-01-01T10:00:00Z');
    await check(resubmitted.id, 'rejected', '2026-01-01T10:00:00Z');
    await check(resubmitted.id, 'pending', '2026-01-03T10:00:00Z');
    const res = await get('/api/admin/users?q=kyc&limit=100', admin.cookie);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json<{ id: number; kycStatus: string }[]>().map((r) => [r.id, r.kycStatus]));
    expect(
      Object.fromEntries([none, pending, approved, rejected, resubmitted].map((u) => [u.lastName, byId.get(u.id)])),
    ).toEqual({
      KycNone: 'none',
      KycPending: 'pending',
      KycApproved: 'approved',
      KycRejected: 'rejected',
      KycResubmitted: 'pending',
    });
  });

  it('searches first name, last name and e-mail, ignoring case and Polish accents; deleted accounts show as deleted', async () => {
    const zofia = await insertUser(db, { firstName: 'Zofia', lastName: 'Żółkiewska', email: 'zofia.z@przyklad.pl' });
    await insertUser(db, { firstName: 'Karol', lastName: 'Nowak', email: 'karol@example.com' });
    const gone = await insertUser(db, {
      firstName: null,
      lastName: null,
      email: 'deleted-x@deleted.invalid',
      deletedAt: new Date(),
    });
    const search = async (q: string) => {
      const res = await get(`/api/admin/users?q=${encodeURIComponent(q)}`, admin.cookie);
      expect(res.statusCode).toBe(200);
      return { ids: res.json<{ id: number }[]>().map((r) => r.id), total: Number(res.headers['x-total-count']) };
    };
    expect(await search('zolkiewska')).toEqual({ ids: [zofia.id], total: 1 });
    expect(await search('ZOFIA żółk')).toEqual({ ids: [zofia.id], total: 1 });
    expect((await search('PRZYKLAD.pl')).ids).toEqual([zofia.id]);
    expect((await search('zofia nowak')).ids).toEqual([]);
    // LIKE's wildcards are searched for, not obeyed.
    expect((await search('%')).ids).toEqual([]);
    const deleted = (await get('/api/admin/users?q=deleted.invalid', admin.cookie)).json<
      { id: number; status: string }[]
    >();
    expect(deleted).toContainEqual(expect.objectContaining({ id: gone.id, status: 'deleted' }));
    const active = (await get('/api/admin/users?q=karol', admin.cookie)).json<{ status: string }[]>();
    expect(active[0].status).toBe('active');
  });
});

describe('signup stats', () => {
  it('counts by Warsaw calendar month over the last 6 months, the current one included, zero months included', async () => {
    // A moment after every real row: the trend is of months far ahead, filled only with these rows.
    const now = new Date('2035-03-15T12:00:00Z');
    const at = (iso: string) => insertUser(db, { createdAt: new Date(iso) });
    await at('2035-01-31T23:30:00Z'); // already 1 February in Warsaw
    await at('2035-02-10T10:00:00Z');
    await at('2035-03-01T08:00:00Z');
    await at('2034-09-30T21:59:00Z'); // 30 September 23:59 in Warsaw: before the 6 months
    await at('2034-10-01T00:00:00Z'); // 1 October 02:00 in Warsaw
    const stats = await signupStats(db, now);
    expect(stats.signupsByMonth).toEqual([
      { month: '2034-10', count: 1 },
      { month: '2034-11', count: 0 },
      { month: '2034-12', count: 0 },
      { month: '2035-01', count: 0 },
      { month: '2035-02', count: 2 },
      { month: '2035-03', count: 1 },
    ]);
    expect(stats.totalSignups).toBe(await db.$count(users));
    // The newest ten, newest first, in the users list's shape.
    expect(stats.recentSignups).toHaveLength(10);
    expect(stats.recentSignups[0].createdAt).toBe('2035-03-01T08:00:00.000Z');
  });

  it('counts the signups of the last 7 days up to the clock as the recent figure, older and later ones not', async () => {
    const now = new Date('2040-06-15T12:00:00Z');
    const ago = (ms: number) => insertUser(db, { createdAt: new Date(now.getTime() - ms) });
    const HOUR = 3_600_000;
    await ago(7 * 24 * HOUR + 60_000); // 7 days and a minute ago: out
    await ago(7 * 24 * HOUR); // exactly 7 days ago: out (the window is the 7 days after it)
    await ago(7 * 24 * HOUR - 60_000); // in
    await ago(3 * 24 * HOUR); // in
    await ago(HOUR); // in
    await ago(-HOUR); // an hour after the clock: not yet
    const stats = await signupStats(db, now);
    expect(stats.recentSignupsCount).toBe(3);
    // Not the length of the list: the list is the newest ten whatever their age.
    expect(stats.recentSignups).toHaveLength(10);
    expect((await signupStats(db, new Date(now.getTime() + 7 * 24 * HOUR))).recentSignupsCount).toBe(1);
  });

  it('through the API: this month counts today’s signups, and the year turns over', async () => {
    const res = await get('/api/admin/signup-stats', admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ totalSignups: number; signupsByMonth: { month: string; count: number }[] }>();
    expect(body.signupsByMonth).toHaveLength(6);
    const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .slice(0, 7);
    expect(body.signupsByMonth.at(-1)).toEqual({ month: thisMonth, count: expect.any(Number) });
    expect(body.signupsByMonth.at(-1)!.count).toBeGreaterThanOrEqual(2);
    const january = await signupStats(db, new Date('2036-01-10T12:00:00Z'));
    expect(january.signupsByMonth.map((m) => m.month)).toEqual([
      '2035-08',
      '2035-09',
      '2035-10',
      '2035-11',
      '2035-12',
      '2036-01',
    ]);
  });
});

describe('review reports', () => {
  async function reported() {
    const owner = await person('Olga', 'Nowak');
    const renter = await person('Marta', 'Kowalska');
    const { rental } = await rentalOf(owner, renter);
    const aboutOwner = await write(renter.cookie, rental.id, 'owner', 1, 'Okropna');
    await write(owner.cookie, rental.id, 'renter', 5, 'Polecam');
    const res = await call('POST', `/api/reviews/${aboutOwner.id}/report`, owner.cookie, { reason: 'To nieprawda' });
    expect(res.statusCode).toBe(201);
    return { owner, renter, reviewId: aboutOwner.id, reportId: res.json<{ id: number }>().id };
  }

  it('lists open reports with their review; hiding hides the review, refreshes the rating and is audited', async () => {
    const { owner, reviewId, reportId } = await reported();
    const [before] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(before.reviewCount).toBe(1);
    const list = (await get('/api/admin/review-reports', admin.cookie)).json<{ id: number }[]>();
    expect(list).toContainEqual(
      expect.objectContaining({
        id: reportId,
        reason: 'To nieprawda',
        status: 'open',
        reporter: { id: owner.id, name: 'Olga Nowak' },
        review: expect.objectContaining({ id: reviewId, rating: 1, comment: 'Okropna', hidden: false }),
      }),
    );

    const res = await send('PATCH', `/api/admin/review-reports/${reportId}`, admin.cookie, {
      action: 'hide',
      note: '  Obraźliwa  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: reportId, status: 'hidden', resolutionNote: 'Obraźliwa' });
    const [report] = await db.select().from(reviewReports).where(eq(reviewReports.id, reportId));
    expect(report).toMatchObject({ status: 'hidden', resolvedBy: admin.id, resolutionNote: 'Obraźliwa' });
    expect(report.resolvedAt).not.toBeNull();
    const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(review.hiddenAt).not.toBeNull();
    const [after] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(after.reviewCount).toBe(0);
    expect(Number(after.averageRating)).toBe(0);
    expect((await call('GET', `/api/users/${owner.id}/reviews`)).json().total).toBe(0);
    expect(await latestAudit()).toMatchObject({
      actorId: admin.id,
      action: 'review.hidden',
      subjectType: 'review',
      subjectId: String(reviewId),
      details: { reportIds: [reportId], note: 'Obraźliwa' },
    });
    // Decided once: no longer listed, a second decision is 409.
    const open = (await get('/api/admin/review-reports', admin.cookie)).json<{ id: number }[]>();
    expect(open.map((r) => r.id)).not.toContain(reportId);
    const again = await send('PATCH', `/api/admin/review-reports/${reportId}`, admin.cookie, { action: 'keep' });
    expect(again.statusCode).toBe(409);
  });

  it('keeping leaves the review shown and records the decision and its audit', async () => {
    const { owner, reviewId, reportId } = await reported();
    const res = await send('PATCH', `/api/admin/review-reports/${reportId}`, admin.cookie, { action: 'keep' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'kept', resolutionNote: null });
    const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(review.hiddenAt).toBeNull();
    expect((await call('GET', `/api/users/${owner.id}/reviews`)).json().total).toBe(1);
    expect(await latestAudit()).toMatchObject({
      actorId: admin.id,
      action: 'review.kept',
      subjectId: String(reviewId),
    });
  });
});

describe('failed deliveries', () => {
  it('lists given-up deliveries; a retry sends it again at once, audited; only a failed one can be retried', async () => {
    const message = { to: 'lost@example.com', subject: 'Hej', text: 'Treść', html: '<p>Treść</p>' };
    const [row] = await db
      .insert(deliveries)
      .values({
        channel: 'email',
        recipient: message.to,
        payload: message,
        status: 'failed',
        attempts: 8,
        lastError: 'SMTP down',
      })
      .returning();
    const list = (await get('/api/admin/deliveries/failed', admin.cookie)).json<{ id: number }[]>();
    expect(list).toContainEqual({
      id: row.id,
      channel: 'email',
      recipient: 'lost@example.com',
      attempts: 8,
      lastError: 'SMTP down',
      createdAt: row.createdAt.toISOString(),
    });

    const res = await send('POST', `/api/admin/deliveries/${row.id}/retry`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: row.id, status: 'sent', attempts: 1, lastError: null });
    expect(await latestAudit()).toMatchObject({
      actorId: admin.id,
      action: 'delivery.retried',
      subjectType: 'delivery',
      subjectId: String(row.id),
      details: { channel: 'email', attempts: 8, lastError: 'SMTP down' },
    });
    const after = (await get('/api/admin/deliveries/failed', admin.cookie)).json<{ id: number }[]>();
    expect(after.map((d) => d.id)).not.toContain(row.id);
    expect((await send('POST', `/api/admin/deliveries/${row.id}/retry`, admin.cookie)).statusCode).toBe(409);
  });
});

describe('GET /api/admin/audit-events', () => {
  it('is newest first with the actor’s name, paged with the total', async () => {
    const res = await get('/api/admin/audit-events?limit=1', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBe(await db.$count(auditEvents));
    const [newest] = res.json<{ id: number; actorName: string | null }[]>();
    expect(newest.id).toBe((await latestAudit()).id);
    expect(newest.actorName).toBe('Ada Admińska');
  });

  it('says who acted: id, name and e-mail; the system as null; a deleted account by its id only', async () => {
    const gone = await signedInUser(db);
    await db.insert(auditEvents).values([
      { actorId: admin.id, action: 'review.kept', subjectType: 'review_report', subjectId: '1', details: {} },
      { actorId: null, action: 'kyc.documents_deleted', subjectType: 'kyc_verification', subjectId: '2', details: {} },
      { actorId: gone.id, action: 'review.hidden', subjectType: 'review_report', subjectId: '3', details: {} },
    ]);
    await db
      .update(users)
      .set({ deletedAt: new Date(), firstName: null, lastName: null, email: `deleted-${gone.id}@deleted.invalid` })
      .where(eq(users.id, gone.id));
    const rows = (await get('/api/admin/audit-events?limit=3', admin.cookie)).json<AuditEvent[]>();
    const who = rows.map(({ subjectId, actorId, actorName, actorEmail }) => ({
      subjectId,
      actorId,
      actorName,
      actorEmail,
    }));
    expect(who.sort((a, b) => a.subjectId.localeCompare(b.subjectId))).toEqual([
      { subjectId: '1', actorId: admin.id, actorName: 'Ada Admińska', actorEmail: admin.email },
      { subjectId: '2', actorId: null, actorName: null, actorEmail: null },
      { subjectId: '3', actorId: gone.id, actorName: null, actorEmail: null },
    ]);
  });
});
