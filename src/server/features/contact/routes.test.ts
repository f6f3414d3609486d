import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS } from '@/shared/constants/contact';
import { contactMessages } from '@/server/db/tables';
import { createTestApp, latestEmailTo, registerUser } from '@/server/test/test-app';

const SUPPORT = 'support@test.example';
const valid = {
  name: 'Jan Kowalski',
  email: 'jan@example.com',
  subject: 'pomoc-techniczna',
  message: 'Nie mogę dodać zdjęcia.',
};

describe('POST /api/contact', async () => {
  const { app, db } = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
  const send = (payload: object, lang?: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      headers: { ...(lang ? { 'accept-language': lang } : {}), ...(cookie ? { cookie } : {}) },
    });

  it('stores the message, e-mails support and thanks the sender in their language', async () => {
    const res = await send({ ...valid, email: ' Jan@Example.com ' }, 'en');
    expect(res.statusCode).toBe(201);
    const { id, message } = res.json();
    expect(message).toBe('Thank you! We will reply within 24 hours.');
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Jan Kowalski',
      email: 'Jan@Example.com',
      subject: 'pomoc-techniczna',
      message: valid.message,
      language: 'en',
      userId: null,
    });

    const mail = await latestEmailTo(db, SUPPORT);
    expect(mail.subject).toBe(`[Kontakt #${id}] pomoc-techniczna — Jan Kowalski`);
    expect(mail.text).toContain('Jan@Example.com');
    expect(mail.text).toContain(valid.message);
    expect(mail.html).toContain('Nie mogę dodać zdjęcia.');

    expect((await send(valid, 'pl')).json().message).toBe('Dziękujemy! Odpowiemy w ciągu 24 godzin.');
  });

  it('links the message to the signed-in sender', async () => {
    const u = await registerUser(app);
    const res = await send(valid, 'pl', u.cookie);
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row.userId).toBe(u.id);
  });

  it('accepts each of the five subjects and nothing else', async () => {
    for (const subject of CONTACT_SUBJECTS) expect((await send({ ...valid, subject })).statusCode, subject).toBe(201);
    const res = await send({ ...valid, subject: 'reklama' }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ subject: 'Choose a subject' });
  });

  it('requires all four fields, and stores and sends nothing when one is missing', async () => {
    const before = await db.$count(contactMessages);
    const res = await send({}, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Name is required',
      email: 'Invalid email',
      subject: 'Choose a subject',
      message: 'Message is required',
    });
    const pl = await send({ ...valid, name: ' ', message: '' }, 'pl');
    expect(pl.json().fields).toEqual({ name: 'Imię i nazwisko jest wymagane', message: 'Wiadomość jest wymagana' });
    expect((await send({ ...valid, email: 'jan@' })).statusCode).toBe(400);
    expect(await db.$count(contactMessages)).toBe(before);
  });
});
