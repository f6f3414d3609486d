import { eq, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { auditEvents, dac7Notices, deliveries, notifications, payments, taxInfos, users } from '@/server/db/tables';
import { createDocumentStorage } from '@/server/adapters/documents/create-document-storage';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { dpiXml } from './dpi-xml';
import { openTaxInfo } from './tax-info';
import { payRental } from '@/server/test/pay-rental';
import { createTestApp, login, registerUser, sessionCookie, TEST_COMPANY } from '@/server/test/test-app';

const PESEL = '90051712344'; // born 1990-05-17
const INDIVIDUAL = {
  kind: 'individual',
  firstName: 'Anna',
  lastName: 'Kowalska',
  dateOfBirth: '1990-05-17',
  taxNumber: PESEL,
  address: { street: 'ul. Długa 5/3', postalCode: '31-147', city: 'Kraków' },
};
const BUSINESS = {
  kind: 'business',
  companyName: 'Rowery Nowak sp. z o.o.',
  nip: '123-456-32-18',
  regon: '123456785',
  address: { street: 'ul. Krótka 1', postalCode: '00-001', city: 'Warszawa', country: 'pl' },
};

describe('DAC7 tax information (issue 27 §5)', async () => {
  const { app, db, config } = await createTestApp();
  const deps = { documents: createDocumentStorage(config) };
  const owner = await registerUser(app);
  await insertItem(db, owner.id);
  const call = (method: 'GET' | 'PUT', cookie: string | null, payload?: object, lang = 'en') =>
    app.inject({
      method,
      url: '/api/payouts/tax-info',
      payload,
      headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    });

  it('is asked of sellers only: 401 signed out, 403 for a user with no listing nor payout account', async () => {
    const stranger = await registerUser(app);
    expect((await call('PUT', null, INDIVIDUAL)).statusCode).toBe(401);
    expect((await call('GET', null)).statusCode).toBe(401);
    const res = await call('PUT', stranger.cookie, INDIVIDUAL);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('checks the PESEL and NIP checksums, the PESEL against the birth date, the age, KRS/REGON, the postcode', async () => {
    const fieldsOf = async (body: object, lang = 'en') => {
      const res = await call('PUT', owner.cookie, body, lang);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      return res.json().fields as Record<string, string>;
    };
    expect((await fieldsOf({ ...INDIVIDUAL, taxNumber: '90051712345' })).taxNumber).toBe(
      'Invalid PESEL: check the digits (the last one is a check digit)',
    );
    const { address: _, ...noAddress } = INDIVIDUAL;
    expect((await fieldsOf(noAddress)).address).toBe('Address is required');
    expect((await fieldsOf({ ...INDIVIDUAL, taxNumber: '90051712345' }, 'pl')).taxNumber).toBe(
      'Nieprawidłowy PESEL: sprawdź cyfry (ostatnia jest cyfrą kontrolną)',
    );
    expect((await fieldsOf({ ...INDIVIDUAL, dateOfBirth: '1990-05-18' })).taxNumber).toBe(
      'This PESEL does not match the date of birth given',
    );
    expect((await fieldsOf({ ...INDIVIDUAL, taxNumber: '1234563219' })).taxNumber).toMatch(/^Invalid NIP/);
    expect((await fieldsOf({ ...INDIVIDUAL, taxNumber: '12345' })).taxNumber).toBe('A PESEL has 11 digits, a NIP 10');
    const minor = await fieldsOf({
      ...INDIVIDUAL,
      dateOfBirth: addDays(todayIso(), -365 * 10),
      taxNumber: '1234563218',
    });
    expect(minor.dateOfBirth).toBe('Only an adult (18 or older) can give tax information');
    expect(
      (await fieldsOf({ ...INDIVIDUAL, address: { ...INDIVIDUAL.address, postalCode: '31147' } }))[
        'address.postalCode'
      ],
    ).toBe('Invalid postal code (in Poland NN-NNN)');
    expect((await fieldsOf({ ...BUSINESS, nip: '1234563219' })).nip).toMatch(/^Invalid NIP/);
    expect((await fieldsOf({ ...BUSINESS, regon: '123456789' })).regon).toMatch(/^Invalid REGON/);
    expect((await fieldsOf({ ...BUSINESS, regon: undefined })).krs).toBe('Give a KRS number or a REGON');
    expect((await fieldsOf({ ...BUSINESS, regon: undefined, krs: '12345' })).krs).toBe('A KRS number has 10 digits');
    expect((await fieldsOf({ ...BUSINESS, address: { ...BUSINESS.address, country: 'XX' } }))['address.country']).toBe(
      'Give a two-letter ISO country code, e.g. PL',
    );
    expect((await db.select().from(taxInfos).where(eq(taxInfos.userId, owner.id))).length).toBe(0);
  });

  it('stores one encrypted envelope (no PESEL in the clear), shows the owner a masked number, audits', async () => {
    const res = await call('PUT', owner.cookie, INDIVIDUAL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      given: true,
      kind: 'individual',
      taxNumberType: 'pesel',
      taxNumberLast4: '2344',
    });
    expect(res.body).not.toContain(PESEL);
    const [row] = await db.select().from(taxInfos).where(eq(taxInfos.userId, owner.id));
    expect(row.kind).toBe('individual');
    for (const secret of [PESEL, 'Kowalska', '1990-05-17', 'Długa']) {
      expect(row.envelope.includes(Buffer.from(secret, 'utf8'))).toBe(false);
    }
    const dump = await db.execute<{ text: string }>(sql`SELECT t::text AS text FROM tax_infos t`);
    expect(dump.rows.map((r) => r.text).join('\n')).not.toContain(PESEL);

    const read = await call('GET', owner.cookie);
    expect(read.json()).toMatchObject({
      given: true,
      firstName: 'Anna',
      lastName: 'Kowalska',
      dateOfBirth: '1990-05-17',
      taxNumberLast4: '2344',
      address: { street: 'ul. Długa 5/3', postalCode: '31-147', city: 'Kraków', country: 'PL' },
    });
    expect(read.body).not.toContain(PESEL);

    // The owner changes it to a business: the same row, audited as a change.
    expect((await call('PUT', owner.cookie, BUSINESS)).json()).toMatchObject({
      kind: 'business',
      nip: '1234563218',
      regon: '123456785',
      krs: null,
      address: { country: 'PL' },
    });
    const audits = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, String(owner.id)));
    expect(audits.filter((a) => a.action.startsWith('tax_info.')).map((a) => [a.action, a.details])).toEqual([
      ['tax_info.given', { kind: 'individual' }],
      ['tax_info.changed', { kind: 'business' }],
    ]);
  });

  it('is read by its owner only, and an envelope moved to another user does not open', async () => {
    const other = await registerUser(app);
    await insertItem(db, other.id);
    expect((await call('GET', other.cookie)).json()).toMatchObject({ given: false, kind: null, nip: null });
    const [mine] = await db.select().from(taxInfos).where(eq(taxInfos.userId, owner.id));
    expect(openTaxInfo(deps, owner.id, mine.envelope)).toMatchObject({ kind: 'business' });
    expect(() => openTaxInfo(deps, other.id, mine.envelope)).toThrow();
  });
});

describe('the DAC7 report (issue 27 §5)', async () => {
  const { app, db, testPayments, clock } = await createTestApp(TEST_COMPANY);
  if (!testPayments) throw new Error('these tests pay with the built-in test provider');
  const renter = await registerUser(app);
  const admin = await registerUser(app);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  const anna = await registerUser(app, { firstName: 'Anna', lastName: 'Kowalska' });
  const bartek = await registerUser(app, { firstName: 'Bartek', lastName: 'Nowak' });
  const headers = (cookie: string | null) => ({ 'accept-language': 'en', ...(cookie ? { cookie } : {}) });
  // A seller once she lists something; her tax data given, Bartek's not.
  await insertItem(db, anna.id);
  const given = await app.inject({
    method: 'PUT',
    url: '/api/payouts/tax-info',
    payload: INDIVIDUAL,
    headers: headers(anna.cookie),
  });
  expect(given.statusCode, given.body).toBe(200);

  /** A rental of `days` days at `price` zł a day, paid through the API, its payment dated `paidAt`. */
  async function paid(ownerId: number, name: string, price: string, days: number, paidAt: string) {
    const item = await insertItem(db, ownerId, { name, pricePerDay: price });
    const start = addDays(todayIso(), 3 + Math.floor(Math.random() * 300));
    const r = await insertRental(db, item, renter.id, start, addDays(start, days - 1), 'confirmed');
    await payRental(app, testPayments!, renter.cookie, r.id);
    await db
      .update(payments)
      .set({ paidAt: new Date(paidAt) })
      .where(eq(payments.rentalId, r.id));
    return r;
  }
  // 2025 in Warsaw. 31 March 22:30 UTC is 1 April 00:30 in Warsaw (summer time): Q2, not Q1.
  await paid(anna.id, 'Rower górski Kross Level 5.0', '100.00', 2, '2025-01-10T10:00:00Z'); // Q1: 200,00 + fee 20,00
  await paid(anna.id, 'Rower elektryczny miejski', '100.00', 3, '2025-03-31T22:30:00Z'); // Q2: 300,00 + fee 30,00
  await paid(anna.id, 'Wiertarka udarowa Bosch', '50.00', 1, '2025-08-01T10:00:00Z'); // Q3, not transport
  await paid(anna.id, 'Bagażnik rowerowy na hak Thule', '30.00', 1, '2025-12-31T23:30:00Z'); // 2026 in Warsaw: out
  await paid(anna.id, 'Rower trekkingowy', '70.00', 1, '2024-06-01T10:00:00Z'); // 2024: out
  // 31 December 2024 23:30 UTC is 1 January 2025 00:30 in Warsaw: 2025 Q1.
  await paid(bartek.id, 'Hulajnoga elektryczna Xiaomi Pro 2', '40.00', 2, '2024-12-31T23:30:00Z'); // 80,00 + fee 8,00
  await paid(bartek.id, 'Bagażnik rowerowy na hak', '30.00', 1, '2025-11-02T10:00:00Z'); // Q4, not transport

  const report = (query: string, cookie: string | null = admin.cookie) =>
    app.inject({ method: 'GET', url: `/api/admin/dac7?${query}`, headers: headers(cookie) });

  it('is for administrators: 401 signed out, 403 for a user; a bad year is a 400', async () => {
    expect((await report('year=2025', null)).statusCode).toBe(401);
    expect((await report('year=2025', anna.cookie)).statusCode).toBe(403);
    expect((await report('year=2025&format=xml', anna.cookie)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/dac7/notify',
          payload: { year: 2025 },
          headers: headers(anna.cookie),
        })
      ).statusCode,
    ).toBe(403);
    const bad = await report('year=abc');
    expect(bad.statusCode).toBe(400);
    expect((await report('year=1999')).statusCode).toBe(400);
  });

  it('sums each seller’s quarters by the payment’s day in Warsaw, transport apart, fees charged to the seller nil', async () => {
    const res = await report('year=2025');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.year).toBe(2025);
    expect(body.sellers.map((s: { userId: number }) => s.userId)).toEqual([anna.id, bartek.id]);
    const [a, b] = body.sellers;
    expect(a).toMatchObject({
      reportable: true,
      taxInfoGiven: true,
      taxData: { kind: 'individual', name: 'Anna Kowalska', tin: PESEL, tinType: 'pesel', dateOfBirth: '1990-05-17' },
      transport: {
        consideration: [20_000, 30_000, 0, 0],
        fees: [0, 0, 0, 0],
        platformFees: [2_000, 3_000, 0, 0],
        activities: [1, 1, 0, 0],
      },
      other: { consideration: [0, 0, 5_000, 0], platformFees: [0, 0, 500, 0], activities: [0, 0, 1, 0] },
      notifiedAt: null,
    });
    expect(b).toMatchObject({
      reportable: true,
      taxInfoGiven: false,
      taxData: null,
      transport: { consideration: [8_000, 0, 0, 0], activities: [1, 0, 0, 0] },
      other: { consideration: [0, 0, 0, 3_000], activities: [0, 0, 0, 1] },
    });
    // The year before and after hold the rentals paid then.
    const before = (await report('year=2024')).json();
    expect(before.sellers.map((s: { userId: number }) => s.userId)).toEqual([anna.id]);
    expect(before.sellers[0].transport.consideration).toEqual([0, 7_000, 0, 0]);
    const after = (await report('year=2026')).json();
    expect(after.sellers[0]).toMatchObject({
      userId: anna.id,
      reportable: false,
      other: { consideration: [3_000, 0, 0, 0] },
    });
  });

  it('exports the OECD DPI XML with the required elements, the reportable sellers with tax data only', async () => {
    const res = await report('year=2025&format=xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="dac7-dpi-2025.xml"');
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      removeNSPrefix: true,
      parseTagValue: false,
      isArray: (name) => name === 'ReportableSeller',
    });
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = parser.parse(res.body);
    expect(res.body).toContain('<dpi:DPI_OECD xmlns:dpi="urn:oecd:ties:dpi:v1"');
    const root = doc.DPI_OECD;
    expect(root['@_version']).toBe('1.0');
    expect(root.MessageSpec).toMatchObject({
      SendingEntityIN: '5260250274',
      TransmittingCountry: 'PL',
      ReceivingCountry: 'PL',
      MessageType: 'DPI',
      MessageTypeIndic: 'DPI401',
      ReportingPeriod: '2025-12-31',
    });
    expect(root.MessageSpec.MessageRefId).toMatch(/^PL20255260250274-/);
    expect(root.MessageSpec.Timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const operator = root.DPIBody.PlatformOperator;
    expect(operator).toMatchObject({
      ResCountryCode: 'PL',
      TIN: { '#text': '5260250274', '@_issuedBy': 'PL' },
      Name: 'Wypożyczalnia Testowa sp. z o.o.',
      Address: { CountryCode: 'PL', AddressFree: 'ul. Marszałkowska 10, 00-590 Warszawa' },
      DocSpec: { DocTypeIndic: 'OECD1' },
    });
    const sellers = root.DPIBody.ReportableSeller;
    expect(sellers).toHaveLength(1);
    const id = sellers[0].Identity.IndividualSeller.Standard.IndSellerID;
    expect(id).toMatchObject({
      ResCountryCode: 'PL',
      TIN: { '#text': PESEL, '@_issuedBy': 'PL' },
      Name: { FirstName: 'Anna', LastName: 'Kowalska' },
      Address: { CountryCode: 'PL', AddressFix: { Street: 'ul. Długa 5/3', PostCode: '31-147', City: 'Kraków' } },
      BirthInfo: { BirthDate: '1990-05-17' },
    });
    const activity = sellers[0].RelevantActivities.TransportationRental;
    expect(activity.Consideration).toEqual({
      ConsQ1: { '#text': '200', '@_currCode': 'PLN' },
      ConsQ2: { '#text': '300', '@_currCode': 'PLN' },
      ConsQ3: { '#text': '0', '@_currCode': 'PLN' },
      ConsQ4: { '#text': '0', '@_currCode': 'PLN' },
    });
    expect(activity.NumberOfActivities).toEqual({ NumbQ1: '1', NumbQ2: '1', NumbQ3: '0', NumbQ4: '0' });
    expect(activity.Fees.FeesQ1).toEqual({ '#text': '0', '@_currCode': 'PLN' });
    expect(activity.Taxes.TaxQ4).toEqual({ '#text': '0', '@_currCode': 'PLN' });
    expect(sellers[0].DocSpec.DocRefId).toBe(`${root.MessageSpec.MessageRefId}-S${anna.id}`);
    expect(res.body).not.toContain('Wiertarka');
  });

  it('exports CSV rows as the JSON, and audits every download', async () => {
    const res = await report('year=2025&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="dac7-2025.csv"');
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const cols = header.split(',');
    expect(cols.slice(0, 4)).toEqual(['year', 'user_id', 'reportable', 'tax_info_given']);
    const cell = (row: string, name: string) => row.split(',')[cols.indexOf(name)];
    expect(rows).toHaveLength(2);
    expect(cell(rows[0], 'tin')).toBe(PESEL);
    expect(cell(rows[0], 'transport_consideration_pln_q2')).toBe('300.00');
    expect(cell(rows[0], 'other_rentals_q3')).toBe('1');
    expect(cell(rows[1], 'tax_info_given')).toBe('no');
    expect(cell(rows[1], 'transport_consideration_pln_q1')).toBe('80.00');
    const audits = await db.select().from(auditEvents).where(eq(auditEvents.action, 'dac7.report_downloaded'));
    expect(audits.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        { format: 'xml', sellers: 1 },
        { format: 'csv', sellers: 2 },
      ]),
    );
  });

  const notify = (year = 2025) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/dac7/notify',
      payload: { year },
      headers: headers(admin.cookie),
    });

  it('tells sellers only about a year that has ended', async () => {
    const thisYear = Number(todayIso(clock.now()).slice(0, 4));
    for (const year of [thisYear, thisYear + 1, 9999]) {
      const res = await notify(year);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields.year).toBe('Sellers are told once the year is over: choose a year that has ended');
    }
    expect(await db.select().from(dac7Notices)).toEqual([]);
  });

  it('tells each reportable seller once: what was reported, or, with no tax data, that it is needed', async () => {
    // Two admins' clicks at once: each seller is told once.
    const [first, second] = await Promise.all([notify(), notify()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const answers = [first.json(), second.json()];
    expect(answers.map((a) => a.notified + a.askedForTaxInfo).sort()).toEqual([0, 2]);
    expect(answers).toContainEqual({ notified: 1, askedForTaxInfo: 1, alreadyNotified: 0 });
    const records = await db.select().from(dac7Notices).where(eq(dac7Notices.year, 2025));
    expect(records.map((r) => r.userId).sort()).toEqual([anna.id, bartek.id].sort());
    expect(records.find((r) => r.userId === anna.id)).toMatchObject({
      taxInfoGiven: true,
      figures: { consideration: [20_000, 30_000, 0, 0] },
    });
    expect(records.find((r) => r.userId === bartek.id)!.taxInfoGiven).toBe(false);
    const notices = await db.select().from(notifications).where(eq(notifications.userId, anna.id));
    expect(notices.filter((n) => n.type === 'dac7_reported')).toEqual([expect.objectContaining({ relatedId: 2025 })]);
    const inbox = await app.inject({ url: '/api/notifications', headers: headers(anna.cookie) });
    expect(inbox.body).toContain('We report to the Head of KAS (DAC7)');
    expect(inbox.body).toContain('Q1 200.00 zł, Q2 300.00 zł');
    const mails = await db.select().from(deliveries).where(eq(deliveries.recipient, anna.email));
    expect(mails.some((m) => JSON.stringify(m).includes('DAC7'))).toBe(true);
    // Bartek gave no tax data: he is asked for it, not told it was sent.
    const his = await app.inject({ url: '/api/notifications', headers: headers(bartek.cookie) });
    expect(his.body).toContain('DAC7: give us your tax information');
    expect(his.body).toContain('Give your tax information on the payouts page');
    expect(his.body).not.toContain('We report to the Head of KAS');

    expect((await notify()).json()).toEqual({ notified: 0, askedForTaxInfo: 0, alreadyNotified: 2 });
    expect(await db.select().from(notifications).where(eq(notifications.type, 'dac7_reported'))).toHaveLength(2);
    expect((await report('year=2025')).json().sellers[0].notifiedAt).toEqual(expect.any(String));
    const audits = await db.select().from(auditEvents).where(eq(auditEvents.action, 'dac7.sellers_notified'));
    expect(audits.map((a) => a.details)).toContainEqual({ notified: 1, askedForTaxInfo: 1, alreadyNotified: 0 });
  });

  it('tells a seller again when what there is to tell changed: tax data given later', async () => {
    const gave = await app.inject({
      method: 'PUT',
      url: '/api/payouts/tax-info',
      payload: BUSINESS,
      headers: headers(bartek.cookie),
    });
    expect(gave.statusCode, gave.body).toBe(200);
    expect((await notify()).json()).toEqual({ notified: 1, askedForTaxInfo: 0, alreadyNotified: 1 });
    const his = await db.select().from(notifications).where(eq(notifications.userId, bartek.id));
    expect(his.filter((n) => n.type === 'dac7_reported')).toHaveLength(2);
    const inbox = await app.inject({ url: '/api/notifications', headers: headers(bartek.cookie) });
    expect(inbox.body).toContain(
      'We report to the Head of KAS (DAC7) your earnings from renting means of transport in 2025: Q1 80.00 zł',
    );
    expect((await notify()).json()).toEqual({ notified: 0, askedForTaxInfo: 0, alreadyNotified: 2 });
  });
});

describe('the year due, by the server’s clock', async () => {
  const { app, db, clock } = await createTestApp();
  const admin = await registerUser(app);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

  it('is the year before the one running in Warsaw when no year is asked, and the answer names both', async () => {
    const running = Number(todayIso(clock.now()).slice(0, 4));
    const res = await get('/api/admin/dac7');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ year: running - 1, currentYear: running, sellers: [] });
    // An asked year is answered as asked, with the same running year.
    expect((await get('/api/admin/dac7?year=2024')).json()).toMatchObject({ year: 2024, currentYear: running });
    // The files too: their name carries the year due.
    const xml = await get('/api/admin/dac7?format=xml');
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="dac7-dpi-${running - 1}.xml"`);
  });

  it('turns with Warsaw’s New Year, not UTC’s (the browser’s clock has no say)', async () => {
    const running = Number(todayIso(clock.now()).slice(0, 4));
    // 31 December 23:30 UTC is 1 January 00:30 in Warsaw.
    const moved = await app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { at: `${running}-12-31T23:30:00Z` },
      headers: { host: 'localhost:3000' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Weeks later the session has ended: signed in again.
    const cookie = sessionCookie(await login(app, admin.email, admin.password));
    const res = await app.inject({ method: 'GET', url: '/api/admin/dac7', headers: { cookie } });
    expect(res.json()).toMatchObject({ year: running, currentYear: running + 1 });
  });
});

describe('the DPI XML without a configured company (the demo)', () => {
  it('is well-formed and says the operator’s TIN is unknown', () => {
    const xml = dpiXml(
      { year: 2025, currentYear: 2026, sellers: [] } as never,
      null,
      'Wypożyczalnia (demo)',
      new Date('2026-01-20T10:00:00Z'),
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<dpi:TIN unknown="true">NOTIN</dpi:TIN>');
    expect(xml).toContain('<dpi:SendingEntityIN>DEMO</dpi:SendingEntityIN>');
  });
});
