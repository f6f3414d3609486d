import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test } from './fixtures';
import { newActor, type Lang } from './rental-helpers';
import { shot } from './shots';

/** Issue 27 §3: "Download my data" on the profile, the ZIP downloaded once, the daily limit. */

const TEXTS = {
  pl: {
    profile: '/profil',
    title: 'Twoje dane',
    request: 'Pobierz moje dane',
    download: 'Pobierz plik ZIP',
    expires: /Link działa jeden raz, do \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    downloaded: 'Pobieranie rozpoczęte',
    limit: /raz na dobę: kolejną zamówisz od/,
    linkUsed: 'Ten link do pobrania danych został już użyty: działa tylko raz. Zamów nową kopię w profilu',
    readme: 'Twoje dane w Wypożyczalni',
    zipName: /^wypozyczalnia-dane-\d{4}-\d{2}-\d{2}\.zip$/,
  },
  en: {
    profile: '/profile',
    title: 'Your data',
    request: 'Download my data',
    download: 'Download the ZIP file',
    expires: /The link works once, until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    downloaded: 'Download started',
    limit: /once a day: the next one from/,
    linkUsed: 'This data download link has already been used: it works only once. Ask for a new copy on your profile',
    readme: 'Your data at Wypożyczalnia',
    zipName: /^wypozyczalnia-data-\d{4}-\d{2}-\d{2}\.zip$/,
  },
} as const;

for (const lang of ['pl', 'en'] as Lang[]) {
  const t = TEXTS[lang];

  test(`${lang}: the profile's data card prepares a ZIP, downloads it once, then says when the next may be asked for`, async ({
    browser,
  }) => {
    const me = await newActor(browser, lang, lang === 'pl' ? 'Danuta' : 'Dana', 'Eksportowa');
    const { page } = me;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(t.profile);
    const card = page.getByTestId('data-export-card');
    await expect(card.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(card).toHaveAttribute('data-status', 'none');
    await shot(page, `data-export-${lang}-none`);

    await card.getByRole('button', { name: t.request }).click();
    // Prepared in seconds (the request's own build); the card polls until the link is there.
    const link = card.getByRole('link', { name: t.download });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(t.expires)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `data-export-${lang}-ready`);

    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/users\/me\/export\/download\?token=/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(t.zipName);
    const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
    for (const file of ['README.txt', 'profile.json', 'rentals-as-renter.json', 'messages.json', 'consents.json'])
      expect(Object.keys(zip)).toContain(file);
    expect(strFromU8(zip['README.txt'])).toContain(t.readme);
    expect(JSON.parse(strFromU8(zip['profile.json']))).toMatchObject({ id: me.id, email: me.email });

    // Once only: the same link again is refused, and the card is back to its button.
    const again = await page.request.get(href!);
    expect(again.status()).toBe(410);
    expect(((await again.json()) as { code: string }).code).toBe('EXPORT_LINK_USED');
    await expect(card.getByText(t.downloaded)).toBeVisible();
    await expect(card).toHaveAttribute('data-status', 'none', { timeout: 10_000 });

    // The e-mail's button opened again in the browser: the profile's card says the link was used.
    await page.goto(href!);
    // (The profile's address is in the account's language; the page itself in the one chosen here.)
    await expect(page).toHaveURL(/\/(profil|profile)\?export=used$/);
    await expect(card.getByTestId('export-link-refused')).toHaveText(t.linkUsed);

    // A second copy the same day: the server's answer says when.
    await card.getByRole('button', { name: t.request }).click();
    // Asking again retires the used link's notice (the address loses its parameter), and the limit is the only alert.
    await expect(card.getByTestId('export-link-refused')).toHaveCount(0);
    await expect(card.getByRole('alert')).toHaveText(t.limit);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `data-export-${lang}-limit`);
    await page.context().close();
  });
}
