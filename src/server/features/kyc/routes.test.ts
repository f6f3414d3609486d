import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@/shared/schemas/admin';
import type { KycAdminRecord } from '@/shared/schemas/kyc';
import { auditEvents, kycVerifications, notifications, users } from '@/server/db/tables';
import { storedNoticeText } from '@/server/features/notifications/public';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp, latestEmailTo } from '@/server/test/test-app';
import { filesUnder, photo, signedInAdmin, submit, submitPassport, VALID_FIELDS } from './test-support';

describe('KYC: the user side (POST /api/kyc/submit, GET /api/kyc/status)', async () => {
  const { app, db, dataDir } = await createTestApp();
  const privateDir = path.join(dataDir, 'private', 'kyc');

  it('needs a session: a visitor gets 401 on both calls', async () => {
    expect((await app.inject('/api/kyc/status')).statusCode).toBe(401);
    const res = await submit(app, undefined, VALID_FIELDS, { documentFrontFile: { data: await photo() } });
    expect(res.statusCode).toBe(401);
  });

  it('answers `none` before any submission, then the pending one; a second one is 409 KYC_PENDING', async () => {
    const user = await signedInUser(db);
    const before = await app.inject({ url: '/api/kyc/status', headers: { cookie: user.cookie } });
    expect(before.json()).toMatchObject({ verificationStatus: 'none', submittedAt: null, documentType: null });

    const res = await submitPassport(app, user.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      verificationStatus: 'pending',
      documentType: 'passport',
      firstName: 'Anna',
      lastName: 'Nowak',
      rejectionReason: null,
    });
    const status = await app.inject({ url: '/api/kyc/status', headers: { cookie: user.cookie } });
    expect(status.json()).toMatchObject({ verificationStatus: 'pending', submittedAt: expect.any(String) });

    const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.userId, user.id));
    expect(row).toMatchObject({ documentNumber: 'EA1234567', documentNumberLast4: '4567', documentBackKey: null });
    expect(row.nationality).toBe('Polish');

    const again = await submitPassport(app, user.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('KYC_PENDING');
  });

  it('keeps the images encrypted under DATA_DIR/private, never under the public uploads, and names no file in answers', async () => {
    const user = await signedInUser(db);
    const res = await submitPassport(app, user.cookie);
    expect(res.statusCode).toBe(201);
    const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.userId, user.id));
    const mine = (await filesUnder(privateDir)).filter((f) => f.startsWith(`kyc/${user.id}/`));
    expect(mine).toHaveLength(2);
    for (const file of mine) {
      const bytes = await fs.readFile(path.join(privateDir, file));
      // Not a JPEG (FF D8 FF), and sharp cannot read it.
      expect(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      await expect(sharp(bytes).metadata()).rejects.toThrow();
    }
    expect(await filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);
    const status = await app.inject({ url: '/api/kyc/status', headers: { cookie: user.cookie } });
    for (const body of [res.body, status.body]) {
      expect(body).not.toContain(row.documentFrontKey!);
      expect(body).not.toContain('/uploads/');
      expect(body).not.toContain('documents');
    }
    // The public uploads route does not reach the private folder.
    const escape = await app.inject(`/uploads/../private/kyc/${mine[0]}`);
    expect(escape.statusCode).not.toBe(200);
  });

  it('requires the back side for a national ID only, and refuses one sent with a passport', async () => {
    const user = await signedInUser(db);
    const front = { data: await photo() };
    const selfie = { data: await photo() };
    const noBack = await submit(
      app,
      user.cookie,
      { ...VALID_FIELDS, documentType: 'national_id' },
      { documentFrontFile: front, selfieFile: selfie },
    );
    expect(noBack.statusCode).toBe(400);
    expect(noBack.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { documentBackFile: 'Upload a photo of the back of the national ID card' },
    });
    const withBack = await submit(
      app,
      user.cookie,
      { ...VALID_FIELDS, documentType: 'passport' },
      { documentFrontFile: front, documentBackFile: { data: await photo() }, selfieFile: selfie },
    );
    expect(withBack.statusCode).toBe(400);
    expect(withBack.json().fields.documentBackFile).toBe('This document has no back side to upload');
    const ok = await submit(
      app,
      user.cookie,
      { ...VALID_FIELDS, documentType: 'national_id', documentNumber: 'ABC 123456' },
      { documentFrontFile: front, documentBackFile: { data: await photo() }, selfieFile: selfie },
    );
    expect(ok.statusCode).toBe(201);
    const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.userId, user.id));
    expect(row.documentBackKey).not.toBeNull();
  });

  it('refuses missing photos with the spec’s Missing Files message, in both languages, naming the fields', async () => {
    const user = await signedInUser(db);
    const en = await submit(app, user.cookie, VALID_FIELDS, { documentFrontFile: { data: await photo() } });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'KYC_MISSING_FILES',
      message: 'Missing Files: You must upload document photo and selfie',
      fields: { selfieFile: 'Missing Files: You must upload document photo and selfie' },
    });
    const pl = await submit(app, user.cookie, VALID_FIELDS, {}, 'pl');
    expect(pl.json()).toMatchObject({
      code: 'KYC_MISSING_FILES',
      message: 'Brak plików: musisz przesłać zdjęcie dokumentu i selfie',
    });
    expect(Object.keys(pl.json().fields).sort()).toEqual(['documentFrontFile', 'selfieFile']);
    // An empty file is no file.
    const empty = await submit(app, user.cookie, VALID_FIELDS, {
      documentFrontFile: { data: Buffer.alloc(0) },
      selfieFile: { data: await photo() },
    });
    expect(empty.json().code).toBe('KYC_MISSING_FILES');
    expect(await db.select().from(kycVerifications).where(eq(kycVerifications.userId, user.id))).toHaveLength(0);
  });

  it('judges files by their content: text renamed .jpg is 400 INVALID_IMAGE for its field', async () => {
    const user = await signedInUser(db);
    const fake = { data: Buffer.from('this is not an image, just text'), filename: 'passport.jpg', type: 'image/jpeg' };
    const res = await submit(app, user.cookie, VALID_FIELDS, {
      documentFrontFile: { data: await photo() },
      selfieFile: fake,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_IMAGE', fields: { selfieFile: 'Invalid image' } });
    const svg = {
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      filename: 'a.jpg',
    };
    const res2 = await submit(app, user.cookie, VALID_FIELDS, {
      documentFrontFile: svg,
      selfieFile: { data: await photo() },
    });
    expect(res2.json()).toMatchObject({ code: 'INVALID_IMAGE', fields: { documentFrontFile: 'Invalid image' } });
    expect(await filesUnder(path.join(privateDir, `kyc/${user.id}`))).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 naming its field', async () => {
    const user = await signedInUser(db);
    const big = { data: Buffer.concat([await photo(), Buffer.alloc(10 * 1024 * 1024)]) };
    const res = await submit(app, user.cookie, VALID_FIELDS, {
      documentFrontFile: big,
      selfieFile: { data: await photo() },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'KYC_FILE_TOO_LARGE',
      fields: { documentFrontFile: 'A photo can be at most 10MB' },
    });
  });

  it('validates every field with its message', async () => {
    const user = await signedInUser(db);
    const files = { documentFrontFile: { data: await photo() }, selfieFile: { data: await photo() } };
    const adultLimit = new Date();
    const minor = `${adultLimit.getUTCFullYear() - 17}-01-01`;
    const res = await submit(
      app,
      user.cookie,
      {
        documentType: 'library_card',
        documentNumber: '',
        firstName: ' ',
        lastName: '',
        dateOfBirth: minor,
        address: '',
        city: '',
        postalCode: '31147',
        country: 'Poland',
        phoneNumber: '+48 12',
      },
      files,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        documentType: 'Choose a document type',
        documentNumber: 'Document number is required',
        firstName: 'First name is required',
        lastName: 'Last name is required',
        address: 'Address is required',
        city: 'City is required',
        phoneNumber: 'Invalid phone number',
      },
    });
    const cases: [Record<string, string>, string, string][] = [
      [{ dateOfBirth: minor }, 'dateOfBirth', 'Only adults (18 or older) can be verified'],
      [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth', 'Invalid date (YYYY-MM-DD)'],
      [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'Date of birth cannot be in the future'],
      [{ postalCode: '31147' }, 'postalCode', 'Invalid postal code (in Poland NN-NNN)'],
      [{ documentNumber: '<script>' }, 'documentNumber', 'Invalid document number (4–30 letters and digits)'],
    ];
    for (const [change, field, message] of cases) {
      const r = await submit(app, user.cookie, { ...VALID_FIELDS, ...change }, files);
      expect(r.statusCode, field).toBe(400);
      expect(r.json().fields[field], JSON.stringify(change)).toBe(message);
    }
    const pl = await submit(app, user.cookie, { ...VALID_FIELDS, postalCode: 'x' }, files, 'pl');
    expect(pl.json().fields.postalCode).toBe('Nieprawidłowy kod pocztowy (w Polsce NN-NNN)');
    // A German address has German postal codes.
    const de = await submit(app, user.cookie, { ...VALID_FIELDS, country: 'Germany', postalCode: '10115' }, files);
    expect(de.statusCode).toBe(201);
  });

  it('takes multipart only: JSON is 415', async () => {
    const user = await signedInUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/kyc/submit',
      payload: VALID_FIELDS,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(415);
  });

  it('lets two simultaneous submissions of one user make one row, and leaves no file of the refused one', async () => {
    const user = await signedInUser(db);
    const results = await Promise.all([submitPassport(app, user.cookie), submitPassport(app, user.cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await db.select().from(kycVerifications).where(eq(kycVerifications.userId, user.id));
    expect(rows).toHaveLength(1);
    const onDisk = await filesUnder(path.join(privateDir, `kyc/${user.id}`));
    expect(onDisk.sort()).toEqual(
      [rows[0].documentFrontKey!, rows[0].selfieKey!].map((k) => `${path.basename(k)}.enc`).sort(),
    );
  });

  it('limits attempts per account (429 with Retry-After), refused ones included', async () => {
    const user = await signedInUser(db);
    for (let i = 0; i < 10; i++) expect((await submit(app, user.cookie, {}, {})).statusCode).toBe(400);
    const res = await submit(app, user.cookie, {}, {});
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().message).toContain('Too many identity verification attempts');
  });
});

describe('KYC: the admin side', async () => {
  const { app, db } = await createTestApp();
  const admin = await signedInAdmin(db);

  async function pendingOf(userId: number) {
    const res = await app.inject({ url: '/api/admin/kyc/pending', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<KycAdminRecord[]>().find((r) => r.userId === userId);
  }

  it('is for admins only: 401 for a visitor, 403 for a user, the submitter included', async () => {
    const user = await signedInUser(db);
    await submitPassport(app, user.cookie);
    const record = await pendingOf(user.id);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/kyc/pending' },
      { method: 'GET' as const, url: `/api/admin/kyc/${record!.id}/documents/front` },
      { method: 'GET' as const, url: `/api/admin/kyc/${record!.id}/documents/selfie` },
      { method: 'PATCH' as const, url: `/api/admin/kyc/${record!.id}/status`, payload: { status: 'approved' } },
    ];
    for (const call of calls) {
      expect((await app.inject(call)).statusCode, call.url).toBe(401);
      const other = await signedInUser(db);
      expect((await app.inject({ ...call, headers: { cookie: other.cookie } })).statusCode, call.url).toBe(403);
      expect((await app.inject({ ...call, headers: { cookie: user.cookie } })).statusCode, call.url).toBe(403);
    }
    const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.id, record!.id));
    expect(row.verificationStatus).toBe('pending');
  });

  it('lists pending submissions with the document number and authorised image addresses, no storage key', async () => {
    const user = await signedInUser(db);
    await submitPassport(app, user.cookie);
    const record = await pendingOf(user.id);
    expect(record).toMatchObject({
      verificationStatus: 'pending',
      documentNumber: 'EA1234567',
      documentNumberLast4: '4567',
      userEmail: user.email,
      postalCode: '31-147',
      // Spec 02 §3's names, and the same addresses by side.
      documentFrontUrl: `/api/admin/kyc/${record!.id}/documents/front`,
      documentBackUrl: null,
      selfieUrl: `/api/admin/kyc/${record!.id}/documents/selfie`,
      documents: {
        front: `/api/admin/kyc/${record!.id}/documents/front`,
        back: null,
        selfie: `/api/admin/kyc/${record!.id}/documents/selfie`,
      },
    });
    const raw = JSON.stringify(record);
    expect(raw).not.toMatch(/Key|\.enc|\/uploads\//);
  });

  it('shows an image to the admin: decrypted, upright, without metadata, no-store, nosniff, and audited', async () => {
    const user = await signedInUser(db);
    await submitPassport(app, user.cookie);
    const record = (await pendingOf(user.id))!;
    const res = await app.inject({ url: record.documentFrontUrl!, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    // The 64 x 40 photo with orientation 6 is stored turned: 40 x 64, and no EXIF left.
    expect([meta.width, meta.height]).toEqual([40, 64]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);

    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'kyc.document_viewed'), eq(auditEvents.subjectId, String(record.id))));
    expect(audit).toMatchObject({
      actorId: admin.id,
      subjectType: 'kyc_verification',
      details: { side: 'front', userId: user.id },
    });

    // A side that was never sent, an unknown id and an unknown side.
    const back = await app.inject({
      url: `/api/admin/kyc/${record.id}/documents/back`,
      headers: { cookie: admin.cookie },
    });
    expect(back.statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/admin/kyc/999999/documents/front', headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: `/api/admin/kyc/${record.id}/documents/passport`, headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a rejection without a reason with the spec’s Reason Required texts, in both languages', async () => {
    const user = await signedInUser(db);
    await submitPassport(app, user.cookie);
    const record = (await pendingOf(user.id))!;
    for (const rejectionReason of [undefined, '', '   ', null]) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/admin/kyc/${record.id}/status`,
        payload: { status: 'rejected', rejectionReason },
        headers: { cookie: admin.cookie, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'KYC_REASON_REQUIRED',
        message: 'Reason Required: You must provide a reason for rejection',
        fields: { rejectionReason: 'You must provide a reason for rejection' },
      });
    }
    const pl = await app.inject({
      method: 'PATCH',
      url: `/api/admin/kyc/${record.id}/status`,
      payload: { status: 'rejected' },
      headers: { cookie: admin.cookie, 'accept-language': 'pl' },
    });
    expect(pl.json().message).toBe('Wymagany powód: musisz podać powód odrzucenia');
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/admin/kyc/${record.id}/status`,
      payload: { status: 'maybe' },
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.id, record.id));
    expect(row.verificationStatus).toBe('pending');
  });

  it('rejects with a reason: the user sees it, gets a notice and an e-mail, and may submit again', async () => {
    const user = await signedInUser(db);
    await db.update(users).set({ language: 'pl' }).where(eq(users.id, user.id));
    await submitPassport(app, user.cookie, {}, 'pl');
    const record = (await pendingOf(user.id))!;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/kyc/${record.id}/status`,
      payload: { status: 'rejected', rejectionReason: '  The photo is blurred.  ', verificationNotes: 'retake' },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'The photo is blurred.',
      verificationNotes: 'retake',
      reviewedBy: admin.id,
      reviewedAt: expect.any(String),
    });
    const status = await app.inject({ url: '/api/kyc/status', headers: { cookie: user.cookie } });
    expect(status.json()).toMatchObject({ verificationStatus: 'rejected', rejectionReason: 'The photo is blurred.' });
    const [me] = await db.select().from(users).where(eq(users.id, user.id));
    expect(me.isVerified).toBe(false);

    const [row] = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(row).toMatchObject({ type: 'kyc_rejected', relatedId: record.id });
    // Read in the user's language (the reason as the admin wrote it).
    const notice = storedNoticeText(row, 'pl');
    expect(notice.title).toBe('Weryfikacja tożsamości odrzucona');
    expect(notice.message).toContain('The photo is blurred.');
    const mail = await latestEmailTo(db, user.email);
    expect(mail?.subject).toBe('Weryfikacja tożsamości odrzucona');
    expect(mail?.text).toContain('The photo is blurred.');
    expect(mail?.text).toContain('http://localhost:3000/weryfikacja-kyc');
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'kyc.rejected'), eq(auditEvents.subjectId, String(record.id))));
    expect(audit.actorId).toBe(admin.id);

    const decideAgain = await app.inject({
      method: 'PATCH',
      url: `/api/admin/kyc/${record.id}/status`,
      payload: { status: 'approved' },
      headers: { cookie: admin.cookie },
    });
    expect(decideAgain.statusCode).toBe(409);
    expect(decideAgain.json().code).toBe('KYC_NOT_PENDING');

    const again = await submitPassport(app, user.cookie);
    expect(again.statusCode).toBe(201);
    expect(again.json().verificationStatus).toBe('pending');
  });

  it('approves: the user is verified, told in their language by notice and e-mail, and cannot submit again', async () => {
    const user = await signedInUser(db);
    await db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    await submitPassport(app, user.cookie);
    const record = (await pendingOf(user.id))!;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/kyc/${record.id}/status`,
      payload: { status: 'approved', rejectionReason: 'left over', verificationNotes: 'all good' },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      verificationStatus: 'approved',
      rejectionReason: null,
      verificationNotes: 'all good',
    });
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.json().user.isVerified).toBe(true);
    const [row] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.id));
    expect(row).toMatchObject({ type: 'kyc_approved', relatedId: record.id });
    expect(storedNoticeText(row, 'en').title).toBe('Identity verified');
    const mail = await latestEmailTo(db, user.email);
    expect(mail?.subject).toBe('Identity verified');
    expect(mail?.text).toContain('http://localhost:3000/kyc-verification');
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'kyc.approved'), eq(auditEvents.subjectId, String(record.id))));
    expect(audit.actorId).toBe(admin.id);
    expect(await pendingOf(user.id)).toBeUndefined();

    const again = await submitPassport(app, user.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('KYC_ALREADY_APPROVED');
  });

  it('refuses an administrator deciding their own identity check (403, before 409), and records who decided', async () => {
    const other = await signedInAdmin(db);
    await db.update(users).set({ firstName: 'Olga', lastName: 'Odrębna' }).where(eq(users.id, other.id));
    await submitPassport(app, other.cookie);
    const record = (await pendingOf(other.id))!;
    const decide = (cookie: string, payload: object, lang = 'en') =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/kyc/${record.id}/status`,
        payload,
        headers: { cookie, 'accept-language': lang },
      });
    for (const payload of [{ status: 'approved' }, { status: 'rejected', rejectionReason: 'blurry' }]) {
      const own = await decide(other.cookie, payload);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({
        code: 'KYC_OWN_REVIEW',
        message: 'You cannot decide your own identity verification: another administrator will',
      });
    }
    const pl = await decide(other.cookie, { status: 'approved' }, 'pl');
    expect(pl.statusCode).toBe(403);
    expect(pl.json().message).toBe('Nie możesz rozpatrzyć własnej weryfikacji tożsamości: zrobi to inny administrator');
    const [still] = await db.select().from(kycVerifications).where(eq(kycVerifications.id, record.id));
    expect(still).toMatchObject({ verificationStatus: 'pending', reviewedBy: null });
    const [self] = await db.select({ isVerified: users.isVerified }).from(users).where(eq(users.id, other.id));
    expect(self.isVerified).toBe(false);
    const audited = () =>
      db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectType, 'kyc_verification'), eq(auditEvents.subjectId, String(record.id))));
    expect((await audited()).filter((a) => a.action !== 'kyc.document_viewed')).toEqual([]);

    // Another administrator decides; the audit log answers who, by id, name and e-mail address.
    await db.update(users).set({ firstName: 'Ada', lastName: 'Admińska' }).where(eq(users.id, admin.id));
    expect((await decide(admin.cookie, { status: 'approved' })).statusCode).toBe(200);
    const [decision] = await audited();
    expect(decision).toMatchObject({ action: 'kyc.approved', actorId: admin.id });
    const log = await app.inject({ url: '/api/admin/audit-events?limit=100', headers: { cookie: other.cookie } });
    const entry = log.json<AuditEvent[]>().find((e) => e.id === decision.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: 'Ada Admińska',
      actorEmail: admin.email,
      action: 'kyc.approved',
    });

    // Decided: their own is still 403 to them (403 before 409), another admin gets 409.
    expect((await decide(other.cookie, { status: 'rejected', rejectionReason: 'x' })).statusCode).toBe(403);
    expect((await decide(admin.cookie, { status: 'rejected', rejectionReason: 'x' })).statusCode).toBe(409);
  });

  it('answers 404 for an unknown submission', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admin/kyc/999999/status',
      payload: { status: 'approved' },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});
