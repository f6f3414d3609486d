import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, kycVerifications } from '@/server/db/tables';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp, registerUser, VALID_PASSWORD } from '@/server/test/test-app';
import { runKycRetention } from './retention';
import { toAdminRecord } from './serialize';
import { filesUnder, photo, signedInAdmin, submit, submitPassport, VALID_FIELDS } from './test-support';

const DAY = 86_400_000;

describe('KYC retention and account deletion (GDPR)', async () => {
  const ctx = await createTestApp({ KYC_RETENTION_DAYS: '30' });
  const { app, db, config, dataDir } = ctx;
  const privateDir = path.join(dataDir, 'private', 'kyc');
  const admin = await signedInAdmin(db);
  const jobDeps = { db, config, mailer: { send: async () => {} } } as never;

  async function decided(status: 'approved' | 'rejected') {
    const user = await signedInUser(db);
    expect((await submitPassport(app, user.cookie)).statusCode).toBe(201);
    const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.userId, user.id));
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/kyc/${row.id}/status`,
      payload: { status, rejectionReason: status === 'rejected' ? 'Blurred' : undefined },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    // The decided record still carries the addresses of its images until retention deletes them.
    expect(res.json()).toMatchObject({
      documentFrontUrl: `/api/admin/kyc/${row.id}/documents/front`,
      selfieUrl: `/api/admin/kyc/${row.id}/documents/selfie`,
    });
    return { user, id: row.id };
  }

  it('deletes the images and the full number of decisions older than KYC_RETENTION_DAYS, keeping the decision', async () => {
    const approved = await decided('approved');
    const rejected = await decided('rejected');
    const waiting = await signedInUser(db);
    await submitPassport(app, waiting.cookie);
    const decidedAt = Date.now();

    // 29 days on: nothing yet.
    expect(await runKycRetention(jobDeps, new Date(decidedAt + 29 * DAY))).toEqual([]);
    expect(await filesUnder(path.join(privateDir, `kyc/${approved.user.id}`))).toHaveLength(2);

    const done = await runKycRetention(jobDeps, new Date(decidedAt + 31 * DAY));
    expect(done.sort()).toEqual([approved.id, rejected.id].sort());
    for (const { user, id } of [approved, rejected]) {
      expect(await filesUnder(path.join(privateDir, `kyc/${user.id}`))).toEqual([]);
      const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.id, id));
      expect(row).toMatchObject({
        documentFrontKey: null,
        documentBackKey: null,
        selfieKey: null,
        documentNumber: null,
        documentNumberLast4: '4567',
        documentType: 'passport',
        firstName: 'Anna',
        lastName: 'Nowak',
        dateOfBirth: VALID_FIELDS.dateOfBirth,
        reviewedBy: admin.id,
      });
      expect(row.documentsDeletedAt).toEqual(new Date(decidedAt + 31 * DAY));
      expect(row.reviewedAt).not.toBeNull();
      // The admin's record (spec 02 §3) then has no address to open.
      expect(toAdminRecord(row, null)).toMatchObject({
        documentFrontUrl: null,
        documentBackUrl: null,
        selfieUrl: null,
        documents: { front: null, back: null, selfie: null },
      });
      const image = await app.inject({
        url: `/api/admin/kyc/${id}/documents/front`,
        headers: { cookie: admin.cookie },
      });
      expect(image.statusCode).toBe(404);
    }
    const [rejectedRow] = await db.select().from(kycVerifications).where(eq(kycVerifications.id, rejected.id));
    expect(rejectedRow).toMatchObject({ verificationStatus: 'rejected', rejectionReason: 'Blurred' });
    const audits = await db.select().from(auditEvents).where(eq(auditEvents.action, 'kyc.documents_deleted'));
    expect(audits.map((a) => Number(a.subjectId)).sort()).toEqual([approved.id, rejected.id].sort());

    // The pending one is untouched, and a second run has nothing to do.
    expect(await filesUnder(path.join(privateDir, `kyc/${waiting.id}`))).toHaveLength(2);
    expect(await runKycRetention(jobDeps, new Date(decidedAt + 60 * DAY))).toEqual([]);
  });

  it('keeps the row as it was when the storage refuses, and retries on the next run', async () => {
    const { id } = await decided('rejected');
    const failing = {
      kind: 'local',
      put: async () => {},
      get: async () => null,
      remove: async () => Promise.reject(new Error('down')),
    };
    const errors: unknown[] = [];
    const log = { error: (obj: object) => void errors.push(obj) };
    const later = new Date(Date.now() + 31 * DAY);
    expect(await runKycRetention({ ...(jobDeps as object), documents: failing } as never, later, log)).not.toContain(
      id,
    );
    expect(errors).toHaveLength(1);
    const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.id, id));
    expect(row.documentFrontKey).not.toBeNull();
    expect(await runKycRetention(jobDeps, later)).toContain(id);
  });

  it('deletes every document of a user who deletes their account, at once', async () => {
    const user = await registerUser(app);
    const res = await submit(
      app,
      user.cookie,
      { ...VALID_FIELDS, documentType: 'national_id' },
      {
        documentFrontFile: { data: await photo() },
        documentBackFile: { data: await photo() },
        selfieFile: { data: await photo() },
      },
    );
    expect(res.statusCode).toBe(201);
    expect(await filesUnder(path.join(privateDir, `kyc/${user.id}`))).toHaveLength(3);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      payload: { currentPassword: VALID_PASSWORD },
      headers: { cookie: user.cookie },
    });
    expect(del.statusCode).toBeLessThan(300);
    expect(await db.select().from(kycVerifications).where(eq(kycVerifications.userId, user.id))).toEqual([]);
    expect(await filesUnder(path.join(privateDir, `kyc/${user.id}`))).toEqual([]);
    const pending = await app.inject({ url: '/api/admin/kyc/pending', headers: { cookie: admin.cookie } });
    expect(pending.json<{ userId: number }[]>().some((r) => r.userId === user.id)).toBe(false);
  });
});
