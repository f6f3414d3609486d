import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/shared/domain/legal';
import { inArray } from 'drizzle-orm';
import { outbox } from '@/server/db/tables';
import { sourcePageRenderer, TEST_INDEX_HTML } from '@/server/test/page-renderer';
import { createTestApp, registerUser, TEST_COMPANY, VALID_PASSWORD } from '@/server/test/test-app';

async function waitFor(done: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await done()); i++) await new Promise((r) => setTimeout(r, 50));
}

/** The rendered page, without the dehydrated state that follows it. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="ssr-state"'));

function clientDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-legal-'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('a configured company (issue 27 §1, §2)', async () => {
  const { app, db } = await createTestApp(TEST_COMPANY, {
    clientDir: clientDir(),
    pageRenderer: await sourcePageRenderer(),
  });

  it('GET /api/legal gives the versions and the company', async () => {
    const res = await app.inject('/api/legal');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      termsVersion: TERMS_VERSION,
      privacyVersion: PRIVACY_VERSION,
      company: {
        name: TEST_COMPANY.COMPANY_NAME,
        address: 'ul. Marszałkowska 10\n00-590 Warszawa',
        nip: '5260250274',
        krs: TEST_COMPANY.COMPANY_KRS,
        phone: TEST_COMPANY.COMPANY_PHONE,
        email: TEST_COMPANY.COMPANY_EMAIL,
        demo: false,
      },
    });
  });

  it.each([
    ['/', 'pl'],
    ['/contact', 'en'],
  ])('the footer of %s names the company with its address, NIP, KRS and contacts', async (url) => {
    const root = rootOf((await app.inject(url)).body);
    for (const text of [
      TEST_COMPANY.COMPANY_NAME,
      'ul. Marszałkowska 10',
      '00-590 Warszawa',
      '526-025-02-74',
      TEST_COMPANY.COMPANY_KRS,
      TEST_COMPANY.COMPANY_PHONE,
      TEST_COMPANY.COMPANY_EMAIL,
    ])
      expect(root).toContain(text);
    expect(root).not.toContain('Przykładowa');
    // The copyright names the company; its "o.o." is not followed by a second full stop.
    expect(root).toMatch(new RegExp(`© \\d{4} ${TEST_COMPANY.COMPANY_NAME.replace(/\./g, '\\.')} (Wszelkie|All)`));
  });

  it('e-mails end with the company, its address and NIP, in the reader’s language', async () => {
    const { email } = await registerUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en' },
      payload: {
        email: `en-${email}`,
        password: VALID_PASSWORD,
        firstName: 'Ann',
        lastName: 'Smith',
        mobileNumber: '+48 600100201',
      },
    });
    await waitFor(
      async () =>
        (
          await db
            .select()
            .from(outbox)
            .where(inArray(outbox.to, [email, `en-${email}`]))
        ).length === 2,
    );
    const mails = await db
      .select()
      .from(outbox)
      .where(inArray(outbox.to, [email, `en-${email}`]));
    const pl = mails.find((m) => m.to === email)!;
    const en = mails.find((m) => m.to === `en-${email}`)!;
    expect(pl.html).toContain(
      `${TEST_COMPANY.COMPANY_NAME}<br>ul. Marszałkowska 10, 00-590 Warszawa<br>NIP: 5260250274 · KRS: 0000123456</p></body>`,
    );
    expect(pl.text).toMatch(
      /--\nWypożyczalnia Testowa sp\. z o\.o\.\nul\. Marszałkowska 10, 00-590 Warszawa\nNIP: 5260250274/,
    );
    expect(en.html).toContain('Tax ID (NIP): 5260250274 · Company register (KRS): 0000123456');
  });
});

describe('the demo without COMPANY_* (issue 27 §1)', async () => {
  const { app, db } = await createTestApp({}, { clientDir: clientDir(), pageRenderer: await sourcePageRenderer() });

  it.each([
    ['pl', 'Wypożyczalnia — wersja demonstracyjna'],
    ['en', 'Wypożyczalnia — demo version'],
  ])('GET /api/legal in %s says it is a demo, with no street, phone or NIP', async (lang, name) => {
    const res = await app.inject({ url: '/api/legal', headers: { 'accept-language': lang } });
    const { company } = res.json();
    expect(company).toMatchObject({ name, demo: true, nip: '', krs: null, phone: '' });
    expect(company.email).toMatch(/@/);
  });

  it.each([
    ['/', 'Wypożyczalnia — wersja demonstracyjna', 'Bez adresu siedziby'],
    ['/contact', 'Wypożyczalnia — demo version', 'No registered address'],
  ])('the footer of %s says so in its language', async (url, name, address) => {
    const root = rootOf((await app.inject(url)).body);
    expect(root).toContain(name);
    expect(root).toContain(address);
    expect(root).not.toMatch(/Przykładowa|123 45 67/);
  });

  it('e-mails end with the demo’s words, in the reader’s language, and no NIP', async () => {
    const pl = await registerUser(app);
    const en = `en-${pl.email}`;
    await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en' },
      payload: {
        email: en,
        password: VALID_PASSWORD,
        firstName: 'Ann',
        lastName: 'Smith',
        mobileNumber: '+48 600100202',
      },
    });
    const mails = async () =>
      db
        .select()
        .from(outbox)
        .where(inArray(outbox.to, [pl.email, en]));
    await waitFor(async () => (await mails()).length === 2);
    const sent = await mails();
    const text = (to: string) => sent.find((m) => m.to === to)!.text;
    expect(text(pl.email)).toMatch(/--\nWypożyczalnia — wersja demonstracyjna\nBez adresu siedziby/);
    expect(text(en)).toMatch(/--\nWypożyczalnia — demo version\nNo registered address/);
    for (const m of sent) expect(m.text + m.html).not.toMatch(/NIP|Przykładowa/);
  });
});
