import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { allItems } from './catalogue-helpers';
import { DEMO_USER, expect, loginViaApi, test, useLanguage } from './fixtures';
import { createItem, newActor } from './rental-helpers';

/** Issue 20 §4: one meaning of "verified", and a response time only from real answers. */
const SHOTS = process.env.TRUST_SHOTS_DIR;

const TEXTS = {
  pl: {
    owner: 'Właściciel',
    identity: 'Tożsamość zweryfikowana',
    phone: 'Telefon zweryfikowany',
    newOwner: 'Nowy właściciel',
    approved: 'Zweryfikowana',
    responseTimes: {
      within_hour: 'w ciągu godziny',
      within_few_hours: 'w ciągu kilku godzin',
      within_day: 'w ciągu dnia',
    },
    itemPath: '/przedmiot/',
    profilePath: '/profil',
  },
  en: {
    owner: 'Owner',
    identity: 'Identity verified',
    phone: 'Phone verified',
    newOwner: 'New owner',
    approved: 'Verified',
    responseTimes: {
      within_hour: 'within an hour',
      within_few_hours: 'within a few hours',
      within_day: 'within a day',
    },
    itemPath: '/item/',
    profilePath: '/profile',
  },
} as const;

interface Card {
  isVerified: boolean;
  phoneVerified: boolean;
  responseTime: keyof (typeof TEXTS)['pl']['responseTimes'];
  responseTimeMinutes: number | null;
}

/** Screenshots at 1280 and 375 px (of `element` when given) into TRUST_SHOTS_DIR, when set. */
async function shots(page: Page, name: string, testId?: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const target = testId ? page.getByTestId(testId) : null;
    if (target) await target.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    else await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ['pl', 'en'] as const) {
  const T = TEXTS[lang];

  test(`a verified demo owner (${lang}): one identity status in the profile header, its card and the owner card`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    const anna = await loginViaApi(page, DEMO_USER.email);
    const card = (await (await page.request.get(`/api/users/${anna.id}`)).json()) as Card;
    expect(card).toMatchObject({ isVerified: true, phoneVerified: true });
    expect(card.responseTimeMinutes).not.toBeNull();

    await page.goto(T.profilePath);
    await expect(page.getByTestId('profile-identity-verified')).toHaveText(T.identity);
    const kyc = page.getByTestId('kyc-card');
    await expect(kyc).toHaveAttribute('data-status', 'approved');
    await expect(kyc).toContainText(T.approved);
    await shots(page, `profile-verified-${lang}`);

    // Her listing as a visitor sees it: the same badge, the phone apart, the response time of her real answers.
    await page.request.post('/api/logout');
    const item = (await allItems(page)).find((i) => i.ownerId === anna.id)!;
    await page.goto(`${T.itemPath}${item.id}`);
    const owner = page.getByRole('region', { name: T.owner, exact: true });
    await expect(owner.getByTestId('identity-verified')).toHaveText(T.identity);
    await expect(owner.getByTestId('phone-verified')).toHaveText(T.phone);
    await expect(owner.getByTestId('owner-response-time')).toHaveText(T.responseTimes[card.responseTime]);
    await shots(page, `owner-card-verified-${lang}`, 'owner-card');
  });

  test(`an owner without an identity check (${lang}): no identity badge anywhere; a new owner says so`, async ({
    page,
    browser,
  }) => {
    await useLanguage(page, lang);
    // A demo owner who never had their identity checked keeps the verified phone only.
    const michal = await loginViaApi(page, 'michal.lewandowski@example.com');
    expect(((await (await page.request.get(`/api/users/${michal.id}`)).json()) as Card).isVerified).toBe(false);
    await page.goto(T.profilePath);
    await expect(page.getByTestId('kyc-card')).toHaveAttribute('data-status', 'none');
    await expect(page.getByTestId('profile-identity-verified')).toHaveCount(0);
    await shots(page, `profile-unverified-${lang}`);

    // A brand-new owner: no answers yet, so no response time is invented.
    const fresh = await newActor(browser, lang, 'Nowa', 'Właścicielka');
    const item = await createItem(fresh, `Namiot zaufania ${lang}`);
    const card = (await (await page.request.get(`/api/users/${fresh.id}`)).json()) as Card;
    expect(card).toMatchObject({ isVerified: false, responseTimeMinutes: null });
    await page.goto(`${T.itemPath}${item.id}`);
    const owner = page.getByRole('region', { name: T.owner, exact: true });
    await expect(owner.getByTestId('owner-response-time')).toHaveText(T.newOwner);
    await expect(owner.getByTestId('identity-verified')).toHaveCount(0);
    await shots(page, `owner-card-new-${lang}`, 'owner-card');
    await fresh.page.context().close();
  });
}
