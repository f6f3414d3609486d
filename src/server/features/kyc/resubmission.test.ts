import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kycVerifications } from '@/server/db/tables';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp } from '@/server/test/test-app';
import { signedInAdmin, submitPassport, VALID_FIELDS } from './test-support';

describe('GET /api/kyc/resubmission: the rejected submission’s text fields for the next form', async () => {
  const { app, db } = await createTestApp();
  const admin = await signedInAdmin(db);
  const resubmission = (cookie?: string) =>
    app.inject({ url: '/api/kyc/resubmission', headers: cookie ? { cookie } : {} });
  const review = (id: number, status: 'approved' | 'rejected') =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/kyc/${id}/status`,
      payload: { status, rejectionReason: status === 'rejected' ? 'The photo is blurred.' : undefined },
      headers: { cookie: admin.cookie },
    });
  const submissionOf = async (userId: number) =>
    (await db.select().from(kycVerifications).where(eq(kycVerifications.userId, userId)))[0];

  it('needs a session', async () => {
    expect((await resubmission()).statusCode).toBe(401);
  });

  it('is null before any submission, while one is pending and once it is approved', async () => {
    const user = await signedInUser(db);
    expect((await resubmission(user.cookie)).json()).toEqual({ previous: null });
    await submitPassport(app, user.cookie);
    expect((await resubmission(user.cookie)).json()).toEqual({ previous: null });
    expect((await review((await submissionOf(user.id)).id, 'approved')).statusCode).toBe(200);
    expect((await resubmission(user.cookie)).json()).toEqual({ previous: null });
  });

  it('answers the owner’s rejected text fields, no image, and nothing of it to anyone else', async () => {
    const user = await signedInUser(db);
    await submitPassport(app, user.cookie, { city: 'Gdańsk', postalCode: '80-001' });
    const row = await submissionOf(user.id);
    expect((await review(row.id, 'rejected')).statusCode).toBe(200);

    const res = await resubmission(user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      previous: {
        id: row.id,
        documentType: 'passport',
        documentNumber: 'EA1234567',
        firstName: VALID_FIELDS.firstName,
        lastName: VALID_FIELDS.lastName,
        dateOfBirth: VALID_FIELDS.dateOfBirth,
        nationality: 'Polish',
        address: VALID_FIELDS.address,
        city: 'Gdańsk',
        postalCode: '80-001',
        country: 'Poland',
        phoneNumber: VALID_FIELDS.phoneNumber,
      },
    });
    expect(res.body).not.toMatch(/Key|Url|documents|selfie/);

    // Another user sees only their own (nothing).
    const stranger = await signedInUser(db);
    expect((await resubmission(stranger.cookie)).json()).toEqual({ previous: null });

    // A document number wiped by retention comes back as null; the other fields stay.
    await db.update(kycVerifications).set({ documentNumber: null }).where(eq(kycVerifications.id, row.id));
    expect((await resubmission(user.cookie)).json().previous).toMatchObject({ documentNumber: null, city: 'Gdańsk' });

    // Submitting again makes the new one pending: nothing to resubmit any more.
    expect((await submitPassport(app, user.cookie)).statusCode).toBe(201);
    expect((await resubmission(user.cookie)).json()).toEqual({ previous: null });
  });
});
