import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { DATA_EXPORT_LINK_HOURS } from '@/shared/domain/legal';
import { createDocumentStorage } from '@/server/adapters/documents/create-document-storage';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { consents, dataExports, notifications, outbox, users } from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { payRental } from '@/server/test/pay-rental';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { EXPORT_FILES } from './collect';
import { buildWaitingExports, cleanUpExports } from './service';

const LOCAL = { host: 'localhost:3000' };

describe('self-service data export (issue 27 §3)', async () => {
  const ctx = await createTestApp();
  const { app, db, clock, dataDir, deps } = ctx;
  if (!ctx.testPayments) throw new Error('these tests pay with the built-in test provider');
  const provider = ctx.testPayments;
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const webp = (colour: string) =>
    sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
      .webp()
      .toBuffer();
  const png = `data:image/png;base64,${(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object, lang = 'en') =>
    app.inject({ method, url, payload, headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) } });

  // The exporter, and another person whose data must never be in the exporter's package.
  const anna = await registerUser(app, { firstName: 'Anna', lastName: 'Eksportowa', mobileNumber: '+48 600100201' });
  const bob = await registerUser(app, {
    firstName: 'Bogumił',
    lastName: 'Zawadzki-Tajemniczy',
    mobileNumber: '+48 601987654',
    email: `bogumil.secret-${Date.now()}@example.com`,
  });
  await db.update(users).set({ language: 'en' }).where(eq(users.id, anna.id));
  const day = (n: number) => addDays(todayIso(clock.now()), n);

  /** Waits until the request's own build has made the export ready (it runs after the response). */
  async function waitReady(cookie: string, lang = 'en') {
    for (let i = 0; i < 100; i++) {
      const res = await call('GET', '/api/users/me/export', cookie, undefined, lang);
      expect(res.statusCode).toBe(200);
      if (res.json().status === 'ready') return res.json<{ status: 'ready'; url: string; expiresAt: string }>();
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the export never became ready');
  }

  it('signed out: 401 for asking and for the state', async () => {
    expect((await call('POST', '/api/users/me/export')).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me/export')).statusCode).toBe(401);
  });

  it('packs every kind, the user’s photos and a README in their language, and nothing of the other party', async () => {
    // Anna's avatar and listing photo, stored as the app stores them.
    const avatar = await storage.put(`avatars/${anna.id}-a.webp`, await webp('#c33'), 'image/webp');
    await db.update(users).set({ profilePhotoUrl: avatar }).where(eq(users.id, anna.id));
    const listingPhoto = await storage.put(`items/${anna.id}-l.webp`, await webp('#3c3'), 'image/webp');
    const annasItem = await insertItem(db, anna.id, { name: 'Kajak Anny', imageUrls: [listingPhoto] });
    // Bob rents Anna's kayak (pending: Anna is the owner); Anna rents Bob's tent, pays, photographs it, returns it.
    await insertRental(db, annasItem, bob.id, day(10), day(11), 'pending');
    const bobsItem = await insertItem(db, bob.id, { name: 'Namiot Bogumiła', pricePerDay: '30.00' });
    const r = await insertRental(db, bobsItem, anna.id, day(-3), day(-1), 'confirmed');
    await payRental(app, provider, anna.cookie, r.id);
    const handover = await call('POST', `/api/rentals/${r.id}/handover`, anna.cookie, {
      moment: 'pickup',
      photoUrls: [png],
    });
    expect(handover.statusCode, handover.body).toBe(201);
    await call('POST', `/api/rentals/${r.id}/handover`, bob.cookie, { moment: 'pickup', photoUrls: [png] });
    expect((await call('PUT', `/api/rentals/${r.id}/complete`, bob.cookie)).statusCode).toBe(200);
    // A conversation: Bob gives his number and e-mail; the export masks them.
    const conv = await call('POST', '/api/conversations', anna.cookie, { rentalId: r.id });
    expect(conv.statusCode, conv.body).toBeLessThan(300);
    const conversationId = conv.json().id;
    await call('POST', '/api/messages', anna.cookie, { conversationId, content: 'Dzień dobry, kiedy odbiór?' });
    const bobSays = `Proszę dzwonić: 601 987 654 albo ${bob.email}`;
    await call('POST', '/api/messages', bob.cookie, { conversationId, content: bobSays });
    // Reviews both ways (published once both wrote).
    const given = await call('POST', '/api/reviews', anna.cookie, {
      rentalId: r.id,
      rating: 5,
      comment: 'Świetny namiot.',
      reviewType: 'item',
    });
    expect(given.statusCode, given.body).toBe(201);
    await call('POST', '/api/reviews', anna.cookie, {
      rentalId: r.id,
      rating: 5,
      comment: 'Miło.',
      reviewType: 'owner',
    });
    const received = await call('POST', '/api/reviews', bob.cookie, {
      rentalId: r.id,
      rating: 4,
      comment: 'Polecam najemczynię.',
      reviewType: 'renter',
    });
    expect(received.statusCode, received.body).toBe(201);
    await db
      .insert(consents)
      .values({ userId: anna.id, document: 'terms', version: 'v-test', acceptedAt: clock.now() });

    // Her DAC7 tax data (she lists things), stored encrypted: the export holds it in the clear, for her.
    const tax = await call('PUT', '/api/payouts/tax-info', anna.cookie, {
      kind: 'individual',
      firstName: 'Anna',
      lastName: 'Eksportowa',
      dateOfBirth: '1990-05-17',
      taxNumber: '90051712344',
      address: { street: 'ul. Długa 5/3', postalCode: '31-147', city: 'Kraków' },
    });
    expect(tax.statusCode, tax.body).toBe(200);

    const asked = await call('POST', '/api/users/me/export', anna.cookie);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(['preparing', 'ready']).toContain(asked.json().status);
    const ready = await waitReady(anna.cookie);
    expect(ready.url).toMatch(/^\/api\/users\/me\/export\/download\?token=[\w-]+$/);
    expect(new Date(ready.expiresAt).getTime()).toBeGreaterThan(clock.now().getTime());
    // A mail scanner's HEAD does not use the link up: there is no HEAD route, and the GET still downloads.
    expect((await app.inject({ method: 'HEAD', url: ready.url })).statusCode).toBe(404);

    // The e-mail (in Anna's language) carries the same single-use link; a notice is in her inbox. Found by its link,
    // not as her newest: the published reviews' e-mails go out from their own queue and may come after it.
    const mails = await db.select().from(outbox).where(eq(outbox.to, anna.email));
    const mail = mails.find((m) => m.text.includes(ready.url))!;
    expect(mail, mails.map((m) => m.subject).join(', ')).toBeDefined();
    expect(mail.subject).toBe('Your data is ready to download');
    expect(mail.text).toContain(`http://localhost:3000${ready.url}`);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, anna.id), eq(notifications.type, 'data_export_ready')));
    expect(notice).toBeDefined();

    // The token alone downloads it (an e-mailed link opened on another device).
    const res = await app.inject({ url: ready.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="wypozyczalnia-data-${todayIso(clock.now())}.zip"`,
    );
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip);
    for (const file of [...EXPORT_FILES, 'README.txt']) expect(names, file).toContain(file);
    expect(names).toContain('photos/avatar.webp');
    expect(names).toContain(`photos/listings/${annasItem.id}-1.webp`);
    // Anna's own handover photo, not Bob's.
    expect(names.filter((n) => n.startsWith(`photos/handover/${r.id}/`))).toHaveLength(1);
    const readme = strFromU8(zip['README.txt']);
    expect(readme).toContain('Your data at Wypożyczalnia');
    for (const file of EXPORT_FILES) expect(readme).toContain(file);
    const json = (f: string) => JSON.parse(strFromU8(zip[f]));
    expect(json('profile.json')).toMatchObject({ id: anna.id, email: anna.email, lastName: 'Eksportowa' });
    expect(json('listings.json')).toHaveLength(1);
    expect(json('rentals-as-renter.json')).toMatchObject([{ id: r.id, owner: { id: bob.id, name: 'Bogumił Z.' } }]);
    expect(json('rentals-as-owner.json')).toMatchObject([{ renter: { id: bob.id, name: 'Bogumił Z.' } }]);
    expect(json('payments-and-refunds.json')).toMatchObject([{ rentalId: r.id, status: 'succeeded' }]);
    expect(json('messages.json')[0].messages).toHaveLength(2);
    expect(json('reviews-given.json')).toHaveLength(2);
    expect(json('reviews-received.json')).toMatchObject([{ by: { id: bob.id, name: 'Bogumił Z.' }, rating: 4 }]);
    expect(json('notifications.json').length).toBeGreaterThan(0);
    expect(json('consents.json')).toMatchObject([{ document: 'terms', version: 'v-test' }]);
    expect(json('sessions.json').length).toBeGreaterThan(0);
    expect(json('tax-information.json')).toMatchObject({
      taxInformation: { kind: 'individual', taxNumber: '90051712344', address: { city: 'Kraków' } },
      dac7Notices: [],
    });

    // Nothing of Bob beyond his id and short name; no secret of Anna's.
    const [annaRow] = await db.select().from(users).where(eq(users.id, anna.id));
    const everything = names.map((n) => (n.endsWith('.webp') ? '' : strFromU8(zip[n]))).join('\n');
    for (const secret of [
      bob.email,
      'Zawadzki',
      'Tajemniczy',
      '601987654',
      '601 987 654',
      annaRow.passwordHash,
      'passwordHash',
      'tokenHash',
      'clientSecret',
      'unsubscribeToken',
      'calendarToken',
    ])
      expect(everything, secret).not.toContain(secret);

    // Once only: the second download is refused, the state reads none, the file is gone.
    const again = await app.inject({ url: ready.url, headers: { 'accept-language': 'pl' } });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'EXPORT_LINK_USED' });
    expect(again.json().message).toContain('działa tylko raz');
    // The e-mail's button in a browser: back to the profile's card, which says why (in the request's language).
    for (const [lang, profile] of [
      ['pl', '/profil'],
      ['en', '/profile'],
    ]) {
      const accept = 'text/html,application/xhtml+xml,*/*;q=0.8';
      const page = await app.inject({ url: ready.url, headers: { accept, 'accept-language': lang } });
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe(`${profile}?export=used`);
    }
    const unknown = await app.inject({
      url: '/api/users/me/export/download?token=nope',
      headers: { accept: 'text/html', 'accept-language': 'pl' },
    });
    expect(unknown.headers.location).toBe('/profil?export=unknown');
    expect((await call('GET', '/api/users/me/export', anna.cookie)).json()).toEqual({
      status: 'none',
      url: null,
      expiresAt: null,
    });
    // The file goes once the answer has been sent whole (just after the response).
    await expect
      .poll(async () => (await db.select().from(dataExports).where(eq(dataExports.userId, anna.id)))[0])
      .toMatchObject({ status: 'downloaded', storageKey: null });

    // At most one a day: the next ask is 429 naming when, in the asker's language.
    const limited = await call('POST', '/api/users/me/export', anna.cookie, undefined, 'pl');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'EXPORT_LIMIT' });
    expect(limited.json().message).toMatch(/raz na dobę: kolejną zamówisz od \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const limitedEn = await call('POST', '/api/users/me/export', anna.cookie);
    expect(limitedEn.json().message).toMatch(/^You can ask for a copy of your data once a day/);
  });

  it('asking again while one is being prepared answers the same one (202, no second export)', async () => {
    const carol = await registerUser(app);
    await db.insert(dataExports).values({ userId: carol.id, status: 'preparing', requestedAt: clock.now() });
    const res = await call('POST', '/api/users/me/export', carol.cookie);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'preparing', url: null, expiresAt: null });
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, carol.id))).toHaveLength(1);
  });

  it('two asks at once make one export; of two downloads at once exactly one gets the file', async () => {
    const ewa = await registerUser(app);
    const asks = await Promise.all([1, 2, 3].map(() => call('POST', '/api/users/me/export', ewa.cookie)));
    expect(asks.map((a) => a.statusCode)).toEqual([202, 202, 202]);
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, ewa.id))).toHaveLength(1);
    const ready = await waitReady(ewa.cookie);
    const downloads = await Promise.all(
      [1, 2, 3, 4].map(() => app.inject({ url: ready.url, headers: { 'accept-language': 'en' } })),
    );
    expect(downloads.map((d) => d.statusCode).sort()).toEqual([200, 410, 410, 410]);
    for (const d of downloads.filter((x) => x.statusCode === 410))
      expect(d.json()).toMatchObject({ code: 'EXPORT_LINK_USED' });
    const won = downloads.find((d) => d.statusCode === 200)!;
    expect(Object.keys(unzipSync(new Uint8Array(won.rawPayload)))).toContain('profile.json');
  });

  it('a download cut off before the whole file was sent gives the link back; sent whole, it is used', async () => {
    const fela = await registerUser(app);
    expect((await call('POST', '/api/users/me/export', fela.cookie)).statusCode).toBe(202);
    const ready = await waitReady(fela.cookie);
    // A package far larger than the connection's buffers (as one with many photos is), so that the transfer is
    // still under way when the receiver gives up.
    const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, fela.id));
    const big = Buffer.alloc(48 * 1024 * 1024, 7);
    await createDocumentStorage(ctx.config).put(row.storageKey!, big, 'application/zip');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const address = `http://127.0.0.1:${port}${ready.url}`;

    // The receiver reads the headers and a little, then the connection drops.
    const cut = await new Promise<{ status: number; received: number }>((resolve, reject) => {
      const req = http.get(address, (res) => {
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > 64 * 1024) {
            res.pause();
            req.destroy();
            resolve({ status: res.statusCode ?? 0, received });
          }
        });
      });
      req.on('error', (e) => (e.message === 'socket hang up' ? undefined : reject(e)));
    });
    expect(cut.status).toBe(200);
    expect(cut.received).toBeLessThan(big.length);
    // The link works again, with its file and its expiry unchanged.
    await expect
      .poll(async () => (await call('GET', '/api/users/me/export', fela.cookie)).json())
      .toEqual({ status: 'ready', url: ready.url, expiresAt: ready.expiresAt });
    expect((await db.select().from(dataExports).where(eq(dataExports.id, row.id)))[0]).toMatchObject({
      status: 'ready',
      downloadedAt: null,
      storageKey: row.storageKey,
    });

    // Downloaded whole: now it is used, and the file goes.
    const whole = await fetch(address);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(big.length);
    await expect
      .poll(async () => (await db.select().from(dataExports).where(eq(dataExports.id, row.id)))[0])
      .toMatchObject({ status: 'downloaded', storageKey: null });
    expect(await createDocumentStorage(ctx.config).get(row.storageKey!)).toBeNull();
    expect((await fetch(address)).status).toBe(410);
  });

  it('the cleanup leaves the file of a download still being sent, and takes it once that is an hour old', async () => {
    const gosia = await registerUser(app);
    expect((await call('POST', '/api/users/me/export', gosia.cookie)).statusCode).toBe(202);
    await waitReady(gosia.cookie);
    const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, gosia.id));
    // Taken by a download whose transfer has not ended (or whose process stopped before it could say).
    await db
      .update(dataExports)
      .set({ status: 'downloaded', downloadedAt: clock.now() })
      .where(eq(dataExports.id, row.id));
    await cleanUpExports(deps, clock.now());
    expect(await createDocumentStorage(ctx.config).get(row.storageKey!)).not.toBeNull();
    await cleanUpExports(deps, new Date(clock.now().getTime() + 3_600_000));
    expect(await createDocumentStorage(ctx.config).get(row.storageKey!)).toBeNull();
    expect((await db.select().from(dataExports).where(eq(dataExports.id, row.id)))[0].storageKey).toBeNull();
  });

  it('a build that fails stays preparing with its error for the next run, and is given up after an hour', async () => {
    const fiona = await registerUser(app);
    const [row] = await db
      .insert(dataExports)
      .values({ userId: fiona.id, status: 'preparing', requestedAt: clock.now() })
      .returning();
    // A storage that refuses to write: the export is not ready, no notice, the error is on the row.
    const documents = createDocumentStorage(ctx.config);
    const broken = { ...deps, documents: { ...documents, put: () => Promise.reject(new Error('disk full')) } };
    await buildWaitingExports(broken, undefined, [row.id]);
    const [after] = await db.select().from(dataExports).where(eq(dataExports.id, row.id));
    expect(after).toMatchObject({ status: 'preparing', lastError: 'disk full', tokenHash: null });
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, fiona.id), eq(notifications.type, 'data_export_ready'))),
    ).toEqual([]);
    // An hour on, still failing: given up, and it no longer counts (the user may ask again at once).
    await db
      .update(dataExports)
      .set({ requestedAt: new Date(clock.now().getTime() - 61 * 60_000) })
      .where(eq(dataExports.id, row.id));
    await buildWaitingExports(broken, undefined, [row.id]);
    const [given] = await db.select().from(dataExports).where(eq(dataExports.id, row.id));
    expect(given.status).toBe('failed');
    expect((await call('GET', '/api/users/me/export', fiona.cookie)).json().status).toBe('none');
    expect((await call('POST', '/api/users/me/export', fiona.cookie)).statusCode).toBe(202);
  });

  it('the link works for 24 hours only: then 410, none, and the file goes; a README in Polish', async () => {
    const dorota = await registerUser(app);
    await db.insert(dataExports).values({ userId: dorota.id, status: 'preparing', requestedAt: clock.now() });
    // The job builds what is waiting (the minute's run).
    expect(await buildWaitingExports(deps)).toBeGreaterThanOrEqual(1);
    const ready = (await call('GET', '/api/users/me/export', dorota.cookie)).json();
    expect(ready.status).toBe('ready');
    const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, dorota.id));
    expect(row.expiresAt!.getTime() - row.readyAt!.getTime()).toBe(DATA_EXPORT_LINK_HOURS * 3_600_000);
    const moved = await app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advanceBy: `PT${DATA_EXPORT_LINK_HOURS}H1M` },
      headers: LOCAL,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call('GET', '/api/users/me/export', dorota.cookie)).json().status).toBe('none');
    const late = await app.inject({ url: ready.url, headers: { 'accept-language': 'en' } });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'EXPORT_LINK_EXPIRED' });
    // The cleanup (the export job's, which moving the dev clock runs too) has deleted the file; running it again is
    // a no-op.
    await cleanUpExports(deps, clock.now());
    expect(await cleanUpExports(deps, clock.now())).toBe(0);
    expect(await createDocumentStorage(ctx.config).get(row.storageKey!)).toBeNull();
    const [after] = await db.select().from(dataExports).where(eq(dataExports.id, row.id));
    expect(after).toMatchObject({ status: 'expired', storageKey: null });
    // The day has passed: a new one may be asked for, and its README is in Polish (the account's language).
    expect((await call('POST', '/api/users/me/export', dorota.cookie, undefined, 'pl')).statusCode).toBe(202);
    const fresh = await waitReady(dorota.cookie, 'pl');
    const got = await app.inject({ url: fresh.url });
    expect(got.headers['content-disposition']).toMatch(/filename="wypozyczalnia-dane-\d{4}-\d{2}-\d{2}\.zip"/);
    const zip = unzipSync(new Uint8Array(got.rawPayload));
    expect(strFromU8(zip['README.txt'])).toContain('Twoje dane w Wypożyczalni');
    // A token that never was: 404.
    expect((await app.inject({ url: '/api/users/me/export/download?token=nope' })).statusCode).toBe(404);
  });
});
