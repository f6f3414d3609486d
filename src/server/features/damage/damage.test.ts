import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { MAX_HANDOVER_PHOTOS } from '@/shared/domain/damage';
import {
  auditEvents,
  damageReports,
  notifications,
  payouts,
  refunds,
  rentals,
  uploads,
  users,
} from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { processJobs, PAYOUTS_QUEUE, REFUNDS_QUEUE } from '@/server/process/jobs';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { payRental } from '@/server/test/pay-rental';

/** The requests come from this machine, as a developer's do (POST /api/dev/clock's guard). */
const LOCAL = { host: 'localhost:3000' };

const photo = async (color: string) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 24, height: 16, channels: 3, background: color } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-and-name' } } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

describe('handover and damage (issue 25)', async () => {
  const { app, db, testPayments, clock, deps } = await createTestApp();
  if (!testPayments) throw new Error('these tests pay with the built-in test provider');
  const provider = testPayments;
  const renter = await registerUser(app);
  const stranger = await registerUser(app);
  const admin = await registerUser(app);
  const admin2 = await registerUser(app);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin2.id));
  const red = await photo('#c33');
  const blue = await photo('#33c');
  const day = (n: number) => addDays(todayIso(clock.now()), n);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
  const advance = async (advanceBy: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceBy }, headers: LOCAL });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** 100,00 zł a day for 3 days: subtotal 300,00, fee 30,00, deposit 200,00; paid, so active (it started 3 days ago). */
  async function activeRental(owner: { id: number }) {
    const item = await insertItem(db, owner.id, { pricePerDay: '100.00' });
    const r = await insertRental(db, item, renter.id, day(-3), day(-1), 'confirmed');
    await db.update(rentals).set({ damageDeposit: '200.00' }).where(eq(rentals.id, r.id));
    await payRental(app, provider, renter.cookie, r.id);
    return r;
  }
  async function completedRental(owner: { id: number; cookie: string }) {
    const r = await activeRental(owner);
    expect((await call('PUT', `/api/rentals/${r.id}/complete`, owner.cookie)).statusCode).toBe(200);
    return r;
  }
  const report = (rentalId: number, cookie: string, estimatedCost = '150.00', photoUrls: string[] = [red]) =>
    call('POST', `/api/rentals/${rentalId}/damage-reports`, cookie, {
      description: 'The chuck is cracked and the drill does not start.',
      estimatedCost,
      photoUrls,
    });
  const view = async (rentalId: number, cookie: string) =>
    (await call('GET', `/api/rentals/${rentalId}`, cookie)).json();
  const payoutOf = async (rentalId: number) =>
    (await db.select().from(payouts).where(eq(payouts.rentalId, rentalId)))[0];
  const depositRefundOf = async (rentalId: number) =>
    (
      await db
        .select()
        .from(refunds)
        .where(eq(refunds.idempotencyKey, `refund:${rentalId}:deposit`))
    )[0];
  const noticesOf = async (rentalId: number, type: string) =>
    db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.relatedId, rentalId), eq(notifications.type, type as never)));

  describe('handover records', () => {
    it('both parties add photos and notes at pickup and return, stamped by the server; strangers see nothing', async () => {
      const owner = await registerUser(app);
      const r = await activeRental(owner);
      const byRenter = await call('POST', `/api/rentals/${r.id}/handover`, renter.cookie, {
        moment: 'pickup',
        photoUrls: [red, blue],
        note: 'Small scratch on the handle already.',
      });
      expect(byRenter.statusCode, byRenter.body).toBe(201);
      expect(byRenter.json()).toMatchObject({
        moment: 'pickup',
        by: 'renter',
        note: 'Small scratch on the handle already.',
      });
      // The server's time, not the client's.
      expect(Math.abs(new Date(byRenter.json().createdAt).getTime() - clock.now().getTime())).toBeLessThan(60_000);
      const byOwner = await call('POST', `/api/rentals/${r.id}/handover`, owner.cookie, {
        moment: 'pickup',
        photoUrls: [],
        note: 'Handed over in full.',
      });
      expect(byOwner.statusCode, byOwner.body).toBe(201);

      const list = await call('GET', `/api/rentals/${r.id}/handover`, owner.cookie);
      expect(list.json()).toEqual([
        expect.objectContaining({
          moment: 'pickup',
          by: 'renter',
          photoUrls: [expect.stringMatching(/^\/api\/rentals\/\d+\/photos\/.+\.webp$/), expect.any(String)],
        }),
        expect.objectContaining({ moment: 'pickup', by: 'owner', photoUrls: [], note: 'Handed over in full.' }),
      ]);
      const url = list.json()[0].photoUrls[0];
      const image = await call('GET', url, owner.cookie);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      // Re-encoded: no metadata survives.
      expect(image.rawPayload.includes(Buffer.from('secret-gps-and-name'))).toBe(false);
      expect((await call('GET', url, admin.cookie)).statusCode).toBe(200);
      expect((await call('GET', url, stranger.cookie)).statusCode).toBe(404);
      expect((await call('GET', url, null)).statusCode).toBe(401);
      expect((await call('GET', `/api/rentals/${r.id}/handover`, stranger.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/rentals/${r.id}/handover`, admin.cookie)).statusCode).toBe(200);
      const byAdmin = await call('POST', `/api/rentals/${r.id}/handover`, admin.cookie, {
        moment: 'pickup',
        note: 'x',
      });
      expect(byAdmin.statusCode).toBe(403);
      const byStranger = await call('POST', `/api/rentals/${r.id}/handover`, stranger.cookie, {
        moment: 'pickup',
        note: 'x',
      });
      expect(byStranger.statusCode).toBe(404);
    });

    it(`at most ${MAX_HANDOVER_PHOTOS} photos per party per moment; an empty record and a closed moment are refused`, async () => {
      const owner = await registerUser(app);
      const r = await activeRental(owner);
      const add = (photoUrls: string[], moment = 'return') =>
        call('POST', `/api/rentals/${r.id}/handover`, renter.cookie, { moment, photoUrls, note: '' });
      expect((await add([red, blue, await photo('#3c3')])).statusCode).toBe(201);
      const over = await add([await photo('#333'), await photo('#999'), await photo('#ccc')]);
      expect(over.statusCode).toBe(409);
      expect(over.json()).toMatchObject({ code: 'HANDOVER_PHOTO_LIMIT', message: expect.stringContaining('2 more') });
      expect((await add([await photo('#333'), await photo('#999')])).statusCode).toBe(201);
      // The owner's count is their own.
      const ownerAdds = await call('POST', `/api/rentals/${r.id}/handover`, owner.cookie, {
        moment: 'return',
        photoUrls: [red],
      });
      expect(ownerAdds.statusCode).toBe(201);
      const empty = await add([]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toMatchObject({ photoUrls: 'Add at least one photo or a note' });
      const six = await add([1, 2, 3, 4, 5, 6].map((i) => `data:image/png;base64,${i}`));
      expect(six.statusCode).toBe(400);

      // A rental not paid yet: no pickup record.
      const item = await insertItem(db, owner.id, { pricePerDay: '10.00' });
      const unpaid = await insertRental(db, item, renter.id, day(5), day(6), 'confirmed');
      const early = await call('POST', `/api/rentals/${unpaid.id}/handover`, renter.cookie, {
        moment: 'pickup',
        note: 'hi',
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('HANDOVER_NOT_NOW');
    });

    it('an uploaded photo becomes private: its public copy is removed; someone else’s upload is refused', async () => {
      const owner = await registerUser(app);
      const r = await activeRental(owner);
      const png = Buffer.from(red.split(',')[1], 'base64');
      const up = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: png,
        headers: { cookie: renter.cookie, 'content-type': 'image/png' },
      });
      expect(up.statusCode, up.body).toBe(201);
      const { url } = up.json();
      const theirs = await call('POST', `/api/rentals/${r.id}/handover`, owner.cookie, {
        moment: 'pickup',
        photoUrls: [url],
      });
      expect(theirs.statusCode).toBe(400);
      const mine = await call('POST', `/api/rentals/${r.id}/handover`, renter.cookie, {
        moment: 'pickup',
        photoUrls: [url],
      });
      expect(mine.statusCode, mine.body).toBe(201);
      expect(mine.json().photoUrls[0]).toMatch(/^\/api\/rentals\//);
      expect((await app.inject({ url })).statusCode).toBe(404);
      expect(await db.select().from(uploads).where(eq(uploads.url, url))).toHaveLength(1);
    });
  });

  describe('damage reports', () => {
    it('the owner reports within the window; the report holds the deposit and the payout; accepting splits them', async () => {
      const owner = await registerUser(app);
      const r = await completedRental(owner);
      expect((await report(r.id, renter.cookie)).statusCode).toBe(403);
      expect((await report(r.id, stranger.cookie)).statusCode).toBe(404);
      // An administrator sees reports but files none: not a party.
      expect((await report(r.id, admin.cookie)).statusCode).toBe(403);
      const filed = await report(r.id, owner.cookie);
      expect(filed.statusCode, filed.body).toBe(201);
      expect(filed.json()).toMatchObject({
        status: 'reported',
        estimatedCost: '150.00',
        deposit: '200.00',
        recoverable: '150.00',
        unrecoverable: '0.00',
        reportedBy: owner.id,
        actions: ['withdraw'],
      });
      expect(await noticesOf(r.id, 'damage_reported')).toEqual([{ userId: renter.id }]);
      expect((await report(r.id, owner.cookie)).json().code).toBe('DAMAGE_REPORT_OPEN');

      // Past the release time (the dev clock runs the jobs): neither the deposit nor the payout goes.
      await advance('PT49H');
      expect(await depositRefundOf(r.id)).toBeUndefined();
      expect((await payoutOf(r.id)).status).toBe('upcoming');
      expect(await view(r.id, renter.cookie)).toMatchObject({ depositStatus: 'held', depositClaimed: null });

      const seen = (await call('GET', `/api/rentals/${r.id}/damage-reports`, renter.cookie)).json();
      expect(seen).toEqual([expect.objectContaining({ id: filed.json().id, actions: ['accept', 'dispute'] })]);
      expect((await call('GET', `/api/rentals/${r.id}/damage-reports`, stranger.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/rentals/${r.id}/damage-reports`, admin.cookie)).statusCode).toBe(200);
      expect((await call('POST', `/api/damage-reports/${filed.json().id}/accept`, owner.cookie)).statusCode).toBe(403);
      expect((await call('POST', `/api/damage-reports/${filed.json().id}/accept`, stranger.cookie)).statusCode).toBe(
        404,
      );

      const accepted = await call('POST', `/api/damage-reports/${filed.json().id}/accept`, renter.cookie);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({
        status: 'accepted',
        settledAmount: '150.00',
        returnedToRenter: '50.00',
        settledBy: 'renter',
      });
      expect((await call('POST', `/api/damage-reports/${filed.json().id}/accept`, renter.cookie)).statusCode).toBe(409);
      expect(await depositRefundOf(r.id)).toMatchObject({ amount: 5_000, depositPart: 5_000, ownerPart: 0 });
      expect(await view(r.id, owner.cookie)).toMatchObject({ depositStatus: 'claimed', depositClaimed: '150.00' });
      // The owner's booking page shows the payout with the claim in it; the renter's shows no payout.
      expect((await view(r.id, owner.cookie)).payout).toMatchObject({ amount: '450.00', status: 'upcoming' });
      expect((await view(r.id, renter.cookie)).payout).toBeNull();
      expect((await noticesOf(r.id, 'damage_settled')).map((n) => n.userId).sort()).toEqual(
        [owner.id, renter.id].sort(),
      );

      // The payout goes with the next run: the price's share plus the claim.
      await advance('PT1M');
      expect(await payoutOf(r.id)).toMatchObject({ amount: 30_000 + 15_000, status: 'due' });
      // After the settlement there is no second report.
      expect((await report(r.id, owner.cookie)).statusCode).toBe(409);
    });

    it('after the window the owner cannot report, and the deposit and payout went as usual', async () => {
      const owner = await registerUser(app);
      const r = await completedRental(owner);
      await advance('PT49H');
      const late = await report(r.id, owner.cookie);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'DAMAGE_WINDOW_CLOSED', message: expect.stringContaining('48 hours') });
      expect(await depositRefundOf(r.id)).toMatchObject({ depositPart: 20_000 });
      expect(await view(r.id, renter.cookie)).toMatchObject({ depositStatus: 'released' });
      // Not completed yet: no report either.
      const active = await activeRental(owner);
      expect((await report(active.id, owner.cookie)).json().code).toBe('DAMAGE_WINDOW_CLOSED');
    });

    it('a cost above the deposit: the platform recovers the deposit only, and says so', async () => {
      const owner = await registerUser(app);
      const r = await completedRental(owner);
      const filed = await report(r.id, owner.cookie, '500,00');
      expect(filed.json()).toMatchObject({ estimatedCost: '500.00', recoverable: '200.00', unrecoverable: '300.00' });
      const accepted = await call('POST', `/api/damage-reports/${filed.json().id}/accept`, renter.cookie);
      expect(accepted.json()).toMatchObject({ settledAmount: '200.00', returnedToRenter: '0.00' });
      expect(await depositRefundOf(r.id)).toBeUndefined();
      expect(await view(r.id, renter.cookie)).toMatchObject({ depositStatus: 'claimed', depositClaimed: '200.00' });
    });

    it('a dispute goes to mediation; the admin decides once, with a reason, audited; the split follows', async () => {
      const owner = await registerUser(app);
      const r = await completedRental(owner);
      const id = (await report(r.id, owner.cookie)).json().id;
      const noStatement = await call('POST', `/api/damage-reports/${id}/dispute`, renter.cookie, { statement: ' ' });
      expect(noStatement.statusCode).toBe(400);
      const disputed = await call('POST', `/api/damage-reports/${id}/dispute`, renter.cookie, {
        statement: 'It was cracked at pickup: see my photo.',
        photoUrls: [blue],
      });
      expect(disputed.statusCode, disputed.body).toBe(200);
      expect(disputed.json()).toMatchObject({
        status: 'disputed',
        disputedBy: 'renter',
        renterPhotoUrls: [expect.any(String)],
      });
      expect(await noticesOf(r.id, 'damage_disputed')).toEqual([{ userId: owner.id }]);
      expect(
        (await call('POST', `/api/damage-reports/${id}/dispute`, renter.cookie, { statement: 'again' })).statusCode,
      ).toBe(409);

      const open = (await call('GET', '/api/admin/damage-reports', admin.cookie)).json();
      expect(open.map((x: { id: number }) => x.id)).toContain(id);
      expect((await call('GET', '/api/admin/damage-reports', owner.cookie)).statusCode).toBe(403);
      const detail = (await call('GET', `/api/admin/damage-reports/${id}`, admin.cookie)).json();
      expect(detail).toMatchObject({
        canDecide: true,
        report: { id, renterStatement: 'It was cracked at pickup: see my photo.' },
      });

      const noReason = await call('PATCH', `/api/admin/damage-reports/${id}`, admin.cookie, {
        amount: '80',
        reason: '',
      });
      expect(noReason.statusCode).toBe(400);
      const tooMuch = await call('PATCH', `/api/admin/damage-reports/${id}`, admin.cookie, {
        amount: '200.01',
        reason: 'x',
      });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toMatchObject({
        code: 'DAMAGE_AMOUNT_TOO_LARGE',
        message: expect.stringContaining('200.00'),
      });

      // Two admins at once: one decision stands.
      const [a, b] = await Promise.all([
        call('PATCH', `/api/admin/damage-reports/${id}`, admin.cookie, {
          amount: '80',
          reason: 'Photos show a crack at pickup too.',
        }),
        call('PATCH', `/api/admin/damage-reports/${id}`, admin2.cookie, { amount: '120', reason: 'Other view.' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const won = a.statusCode === 200 ? a.json() : b.json();
      const amount = won.settledAmount === '80.00' ? 8_000 : 12_000;
      expect(won).toMatchObject({
        status: 'resolved',
        settledBy: 'admin',
        returnedToRenter: ((20_000 - amount) / 100).toFixed(2),
      });
      const [row] = await db.select().from(damageReports).where(eq(damageReports.id, id));
      expect(row.settledAmount).toBe(amount);
      expect(await depositRefundOf(r.id)).toMatchObject({ depositPart: 20_000 - amount });
      expect((await payoutOf(r.id)).amount).toBe(30_000 + amount);
      const audited = await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'damage.resolved'), eq(auditEvents.subjectId, String(id))));
      expect(audited).toHaveLength(1);
      expect(await noticesOf(r.id, 'damage_settled')).toHaveLength(2);
      // Final: no second decision, no withdrawal.
      expect(
        (await call('PATCH', `/api/admin/damage-reports/${id}`, admin.cookie, { amount: '0', reason: 'x' })).statusCode,
      ).toBe(409);
      expect((await call('POST', `/api/damage-reports/${id}/withdraw`, owner.cookie)).statusCode).toBe(409);
    });

    it('an administrator who is a party of the rental cannot decide it', async () => {
      const r = await completedRental(admin);
      const id = (await report(r.id, admin.cookie)).json().id;
      await call('POST', `/api/damage-reports/${id}/dispute`, renter.cookie, { statement: 'No.' });
      expect((await call('GET', `/api/admin/damage-reports/${id}`, admin.cookie)).json().canDecide).toBe(false);
      const own = await call('PATCH', `/api/admin/damage-reports/${id}`, admin.cookie, {
        amount: '10',
        reason: 'Mine.',
      });
      expect(own.statusCode).toBe(403);
      expect(own.json().code).toBe('DAMAGE_OWN_DECISION');
      expect(
        (await call('PATCH', `/api/admin/damage-reports/${id}`, admin2.cookie, { amount: '0', reason: 'No proof.' }))
          .statusCode,
      ).toBe(200);
      expect(await depositRefundOf(r.id)).toMatchObject({ depositPart: 20_000 });
    });

    it('silence: after 72 hours an unanswered report goes to mediation by itself; both are told', async () => {
      const owner = await registerUser(app);
      const r = await completedRental(owner);
      const id = (await report(r.id, owner.cookie)).json().id;
      await advance('PT71H');
      expect((await db.select().from(damageReports).where(eq(damageReports.id, id)))[0].status).toBe('reported');
      await advance('PT2H');
      const [row] = await db.select().from(damageReports).where(eq(damageReports.id, id));
      expect(row).toMatchObject({ status: 'disputed', disputedBy: 'system' });
      expect((await noticesOf(r.id, 'damage_disputed')).map((n) => n.userId).sort()).toEqual(
        [owner.id, renter.id].sort(),
      );
      expect((await call('POST', `/api/damage-reports/${id}/accept`, renter.cookie)).statusCode).toBe(409);
    });

    it('withdrawn: the deposit and the payout are released as if there had been no report', async () => {
      const owner = await registerUser(app);
      const r = await completedRental(owner);
      const id = (await report(r.id, owner.cookie)).json().id;
      expect((await call('POST', `/api/damage-reports/${id}/withdraw`, renter.cookie)).statusCode).toBe(403);
      await advance('PT49H');
      expect(await depositRefundOf(r.id)).toBeUndefined();
      const withdrawn = await call('POST', `/api/damage-reports/${id}/withdraw`, owner.cookie);
      expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', settledAmount: null });
      expect(await noticesOf(r.id, 'damage_withdrawn')).toEqual([{ userId: renter.id }]);
      await advance('PT1M');
      expect(await depositRefundOf(r.id)).toMatchObject({ depositPart: 20_000 });
      expect((await payoutOf(r.id)).amount).toBe(30_000);
      expect((await payoutOf(r.id)).status).not.toBe('upcoming');
    });
  });

  it('a report at the window’s last moment and the release running at once: one of them wins, never both', async () => {
    const job = (queue: string) => processJobs.find((j) => j.queue === queue)!;
    const silent = { error: () => {} };
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const owner = await registerUser(app);
      const r = await completedRental(owner);
      // Completed exactly the window ago: the report is still allowed (inclusive) and the release is due.
      const now = clock.now();
      await db
        .update(rentals)
        .set({ statusChangedAt: new Date(now.getTime() - 48 * 3_600_000) })
        .where(eq(rentals.id, r.id));
      const [filed] = await Promise.all([
        report(r.id, owner.cookie),
        job(REFUNDS_QUEUE).run(deps, now, silent),
        job(PAYOUTS_QUEUE).run(deps, now, silent),
      ]);
      const released = (await depositRefundOf(r.id)) !== undefined;
      const payout = await payoutOf(r.id);
      if (filed.statusCode === 201) {
        expect(released).toBe(false);
        expect(payout.status).toBe('upcoming');
        outcomes.push('report');
      } else {
        expect(filed.json().code).toBe('DAMAGE_WINDOW_CLOSED');
        expect(released || payout.status !== 'upcoming').toBe(true);
        outcomes.push('release');
      }
    }
    expect(outcomes).toHaveLength(4);
  });
});
