import { eq, sql } from 'drizzle-orm';
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
    const { id, reference, message } = res.json();
    expect(reference).toBe(`KW-${String(id).padStart(6, '0')}`);
    expect(message).toBe(`Thank you! We will reply within 24 hours. Reference number: ${reference}.`);
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

    const pl = (await send(valid, 'pl')).json();
    expect(pl.message).toBe(`Dziękujemy! Odpowiemy w ciągu 24 godzin. Numer zgłoszenia: ${pl.reference}.`);
  });

  it('e-mails the sender an acknowledgement with the reference number, in the language of the request', async () => {
    const en = await send({ ...valid, email: 'ack-en@example.com', subject: 'pytanie-o-platnosci' }, 'en');
    expect(en.statusCode).toBe(201);
    const { reference } = en.json();
    const mail = await latestEmailTo(db, 'ack-en@example.com');
    expect(mail.subject).toBe(`We received your message (${reference})`);
    expect(mail.text).toContain(`Reference number: ${reference}.`);
    expect(mail.text).toContain('about: Payment question. We will reply within 24 hours.');
    expect(mail.html).toContain(reference);
    expect(mail.html).toContain('lang="en"');
    // Neither the sender's name nor their text is echoed to an address nobody proved.
    expect(mail.text).not.toContain(valid.message);
    expect(mail.text).not.toContain(valid.name);

    const pl = await send({ ...valid, email: 'ack-pl@example.com' }, 'pl');
    const plMail = await latestEmailTo(db, 'ack-pl@example.com');
    expect(plMail.subject).toBe(`Otrzymaliśmy Twoją wiadomość (${pl.json().reference})`);
    expect(plMail.text).toContain(`Numer zgłoszenia: ${pl.json().reference}.`);
    expect(plMail.text).toContain('w sprawie: Pomoc techniczna');
    expect(plMail.text).not.toMatch(/Reference|Thank you/);
  });

  it('queues the acknowledgement in the outbox in the transaction that stores the message', async () => {
    const res = await send({ ...valid, email: 'ack-tx@example.com' }, 'en');
    const { id } = res.json();
    // now() is the start of the transaction: rows written by one transaction share it to the microsecond.
    const stamps = async (query: ReturnType<typeof sql>) =>
      (await db.execute<{ at: string }>(query)).rows.map((r) => r.at);
    const [messageAt] = await stamps(sql`select created_at::text as at from contact_messages where id = ${id}`);
    const outboxAt = await stamps(
      sql`select created_at::text as at from deliveries where recipient in (${SUPPORT}, 'ack-tx@example.com') order by id desc limit 2`,
    );
    expect(outboxAt).toEqual([messageAt, messageAt]);
    expect((await latestEmailTo(db, 'ack-tx@example.com')).subject).toContain(res.json().reference);
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
