import AxeBuilder from '@axe-core/playwright';
import { addDays } from 'date-fns';
import type { Page } from '@playwright/test';
import { display, iso, today } from './catalogue-helpers';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';
import { createItem, expectToast, newActor, type Lang } from './rental-helpers';
import { shot } from './shots';

/** Issue 26 §3: handover times that give flexibility its meaning. */

/** Serious and critical accessibility violations (axe) inside `selector`. */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

const T = {
  pl: {
    item: '/przedmiot',
    rental: '/wynajmy',
    pickup: 'Odbiór (pierwszy dzień)',
    return: 'Zwrot (ostatni dzień)',
    rule: 'Godziny co 30 min; wynajem trwa co najmniej 4 godziny. Cena jest za dzień, niezależnie od godzin.',
    tooShort: 'Wynajem musi trwać co najmniej 4 godziny od odbioru do zwrotu: wybierz późniejszy zwrot',
    request: 'Wyślij prośbę o wypożyczenie',
    sent: 'Prośba wysłana',
    proposed: 'odbiór 10:30 · zwrot 15:00(propozycja najemcy)',
    agreed: 'odbiór 10:30 · zwrot 17:00',
    change: 'Zmień godziny',
    dialog: 'Godziny odbioru i zwrotu',
    propose: 'Zaproponuj inne godziny',
    proposalSent: 'Propozycja wysłana',
    proposalText: (d: string) => `Proponuję inne godziny przekazania: odbiór ${d} o 10:30, zwrot ${d} o 17:00.`,
    acceptWith: 'Akceptuj z tymi godzinami',
    accepted: 'Wynajem zaakceptowany',
  },
  en: {
    item: '/item',
    rental: '/rentals',
    pickup: 'Pickup (first day)',
    return: 'Return (last day)',
    rule: 'Times in steps of 30 minutes; the rental lasts at least 4 hours. The price is per day, whatever the times.',
    tooShort: 'The rental must last at least 4 hours from pickup to return: choose a later return',
    request: 'Send rental request',
    sent: 'Request sent',
    proposed: 'pickup 10:30 · return 15:00(the renter’s proposal)',
    agreed: 'pickup 10:30 · return 17:00',
    change: 'Change times',
    dialog: 'Pickup and return times',
    propose: 'Propose other times',
    proposalSent: 'Proposal sent',
    proposalText: (d: string) =>
      `I would like to propose other handover times: pickup on ${d} at 10:30, return on ${d} at 17:00.`,
    acceptWith: 'Accept with these times',
    accepted: 'Rental Accepted',
  },
} as const;

for (const lang of ['pl', 'en'] as const satisfies readonly Lang[]) {
  const L = T[lang];
  test(`${lang}, on a phone: a renter proposes times, the owner proposes others and accepts with a later return`, async ({
    browser,
  }) => {
    const owner = await newActor(browser, lang, 'Olga', 'Godziny');
    const renter = await newActor(browser, lang, 'Rafal', 'Najemca');
    // A moderate listing (the default): times in steps of 30 minutes, at least 4 hours.
    const item = await createItem(owner, lang === 'pl' ? 'Kosiarka na godziny' : 'Lawnmower with times');
    const day = addDays(today(), 6);
    const d = display(day);

    const r = renter.page;
    await r.setViewportSize({ width: 375, height: 800 });
    await r.goto(`${L.item}/${item.id}?start=${iso(day)}&end=${iso(day)}`);
    const panel = r.locator('section[aria-labelledby="booking-title"]');
    const times = panel.getByTestId('booking-times');
    await expect(times).toContainText(L.rule);
    // The owner's hours to begin with.
    await expect(times.getByLabel(L.pickup)).toHaveValue('09:00');
    await expect(times.getByLabel(L.return)).toHaveValue('18:00');
    await times.getByLabel(L.pickup).selectOption('10:30');
    await times.getByLabel(L.return).selectOption('12:00');
    // Too short for moderate: said at once, and no request.
    await expect(times.getByRole('alert')).toHaveText(L.tooShort);
    await expect(times.getByLabel(L.return)).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByRole('button', { name: L.request })).toBeDisabled();
    await times.getByLabel(L.return).selectOption('15:00');
    await expect(times.getByRole('alert')).toHaveCount(0);
    await expectNoHorizontalOverflow(r);
    await expectAccessible(r, '[data-testid="booking-times"]');
    await shot(r, `handover-panel-${lang}`);
    await panel.getByRole('button', { name: L.request }).click();
    await expectToast(r, L.sent);
    const [rental] = (await (await r.request.get('/api/rentals/outgoing')).json()) as {
      id: number;
      pickupTime: string;
      returnTime: string;
    }[];
    expect([rental.pickupTime, rental.returnTime]).toEqual(['10:30', '15:00']);

    // The owner sees the proposal on the request's booking page.
    const o = owner.page;
    await o.setViewportSize({ width: 375, height: 800 });
    await o.goto(`${L.rental}/${rental.id}`);
    await expect(o.getByTestId('rental-times')).toHaveText(L.proposed);
    await o.getByRole('button', { name: L.change }).click();
    const dialog = o.getByRole('dialog', { name: L.dialog });
    await expect(dialog.getByLabel(L.pickup)).toHaveValue('10:30');
    await expect(dialog.getByLabel(L.return)).toHaveValue('15:00');
    await dialog.getByLabel(L.return).selectOption('17:00');
    await expectAccessible(o, '[role="dialog"]');
    await shot(o, `handover-accept-${lang}`);
    // A counter-proposal goes into the conversation.
    await dialog.getByRole('button', { name: L.propose }).click();
    await expectToast(o, L.proposalSent);
    const [conversation] = (await (await r.request.get('/api/conversations')).json()) as { lastMessage: string }[];
    expect(conversation.lastMessage).toBe(L.proposalText(d));

    // The renter agrees; the owner accepts with the later return.
    await o.getByRole('button', { name: L.change }).click();
    await dialog.getByLabel(L.return).selectOption('17:00');
    await dialog.getByRole('button', { name: L.acceptWith }).click();
    await expectToast(o, L.accepted);
    await expect(o.getByTestId('rental-times')).toHaveText(L.agreed);

    // The renter's booking page shows the agreed times.
    await r.goto(`${L.rental}/${rental.id}`);
    await expect(r.getByTestId('rental-times')).toHaveText(L.agreed);
    await expectNoHorizontalOverflow(r);
    await shot(r, `handover-booking-${lang}`);
  });
}

test('English, on a phone: a low-flexibility listing’s fixed hours, set in the edit form, bound the booking panel', async ({
  browser,
}) => {
  const owner = await newActor(browser, 'en', 'Owen', 'Hours');
  const renter = await newActor(browser, 'en', 'Rita', 'Renter');
  const item = await createItem(owner, 'Trailer by full days');

  const page = owner.page;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/manage-listing/${item.id}`);
  await page.getByRole('button', { name: 'Edit listing' }).click();
  await page.getByLabel('Rental flexibility').selectOption('low');
  // The choice says what it really does.
  await expect(page.getByText('The renter picks up and returns the item within your handover hours.')).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('10:00');
  await page.getByLabel('Until', { exact: true }).fill('16:00');
  await shot(page, 'handover-listing-form-en');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Listing updated');
  const saved = (await (await page.request.get(`/api/items/${item.id}`)).json()) as Record<string, unknown>;
  expect([saved.flexibility, saved.handoverFrom, saved.handoverTo]).toEqual(['low', '10:00', '16:00']);
  await expect(page.getByText('Pickup and return: 10:00–16:00').first()).toBeVisible();

  const r = renter.page;
  await r.setViewportSize({ width: 375, height: 800 });
  const start = addDays(today(), 8);
  await r.goto(`/item/${item.id}?start=${iso(start)}&end=${iso(addDays(start, 1))}`);
  const times = r.getByTestId('booking-times');
  await expect(times).toContainText(
    'Full days: pickup and return between 10:00 and 16:00, the owner’s handover hours.',
  );
  const pickup = times.getByLabel('Pickup (first day)');
  await expect(pickup).toHaveValue('10:00');
  const options = await pickup.locator('option').allTextContents();
  expect(options[0]).toBe('10:00');
  expect(options.at(-1)).toBe('16:00');
  await expect(r.getByText('Pickup and return: 10:00–16:00')).toBeVisible();
  await expectAccessible(r, '[data-testid="booking-times"]');
  await shot(r, 'handover-low-en');

  // The server holds the same line for a time outside the hours.
  const refused = await r.request.post('/api/rentals', {
    data: { itemId: item.id, startDate: iso(start), endDate: iso(start), pickupTime: '09:00' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    code: 'HANDOVER_TIME',
    message: 'This item is rented by full days: pickup and return between 10:00 and 16:00',
  });
});

test('Polish, on a phone: the owner’s hours show on the listing form and the item page', async ({ browser }) => {
  const owner = await newActor(browser, 'pl', 'Olga', 'Stałe');
  const item = await createItem(owner, 'Przyczepka na pełne dni');
  const res = await owner.page.request.put(`/api/items/${item.id}`, {
    data: { flexibility: 'low', handoverFrom: '08:00', handoverTo: '20:00' },
  });
  expect(res.status()).toBe(200);
  const page = owner.page;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/przedmiot/${item.id}`);
  await expect(page.getByText('Odbiór i zwrot: 08:00–20:00')).toBeVisible();
  // The owner's own item has no booking panel to book with.
  await expect(page.getByTestId('booking-times')).toHaveCount(0);
  await page.goto(`/manage-listing/${item.id}`);
  await expect(page.getByText('Odbiór i zwrot: 08:00–20:00').first()).toBeVisible();
});
