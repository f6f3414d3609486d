import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { zl } from './catalogue-helpers';
import {
  DEMO_PASSWORD,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  test,
  useLanguage,
} from './fixtures';
import {
  acceptAndPay,
  acceptPayAndReturn,
  createItem,
  expectToast,
  newActor,
  type Actor,
  type Lang,
} from './rental-helpers';
import { shot } from './shots';

/** Issue 25: condition photos at pickup and return, damage reports, the renter's answer and the admin's decision. */

const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
const DEPOSIT = 300;

const TEXTS = {
  pl: {
    page: (id: number) => `/wynajmy/${id}`,
    admin: '/admin/szkody',
    payouts: '/wyplaty',
    complete: 'Potwierdź zwrot',
    pickupPhotos: 'Zdjęcia przy odbiorze',
    returnPhotos: 'Zdjęcia przy zwrocie',
    note: 'Notatka (opcjonalnie)',
    savePickup: 'Zapisz stan przy odbiorze',
    saveReturn: 'Zapisz stan przy zwrocie',
    saved: 'Zapisano stan przedmiotu',
    reportOpen: 'Zgłoś szkodę',
    description: 'Opis szkody',
    cost: 'Szacowany koszt naprawy (zł)',
    damagePhotos: 'Zdjęcia szkody',
    reportSubmit: 'Wyślij zgłoszenie',
    reportSent: 'Zgłoszenie szkody wysłane',
    dispute: 'Zgłoś sprzeciw',
    statement: 'Twoje stanowisko',
    yourPhotos: 'Twoje zdjęcia',
    disputeSubmit: 'Wyślij sprzeciw',
    accept: 'Akceptuję kwotę',
    acceptConfirm: 'Akceptuję',
    withdraw: 'Wycofaj zgłoszenie',
    withdrawConfirm: 'Wycofaj',
    openReport: (id: number, item: string) => `Rozpatrz zgłoszenie nr ${id}: ${item}`,
    amount: /Kwota dla właściciela/,
    reason: 'Uzasadnienie',
    decide: 'Rozstrzygnij',
    decideConfirm: 'Zatwierdzam decyzję',
    final: 'Decyzja administratora jest ostateczna w serwisie.',
    withdrawnStage: 'Zgłoszenie wycofane przez właściciela',
  },
  en: {
    page: (id: number) => `/rentals/${id}`,
    admin: '/admin/damage',
    payouts: '/payouts',
    complete: 'Confirm return',
    pickupPhotos: 'Pickup photos',
    returnPhotos: 'Return photos',
    note: 'Note (optional)',
    savePickup: 'Save the condition at pickup',
    saveReturn: 'Save the condition at return',
    saved: 'Condition saved',
    reportOpen: 'Report damage',
    description: 'Description of the damage',
    cost: 'Estimated cost of repair (zł)',
    damagePhotos: 'Photos of the damage',
    reportSubmit: 'Send the report',
    reportSent: 'Damage report sent',
    dispute: 'Dispute',
    statement: 'Your side of it',
    yourPhotos: 'Your photos',
    disputeSubmit: 'Send the dispute',
    accept: 'Accept the amount',
    acceptConfirm: 'Accept',
    withdraw: 'Withdraw the report',
    withdrawConfirm: 'Withdraw',
    openReport: (id: number, item: string) => `Review report no. ${id}: ${item}`,
    amount: /Amount for the owner/,
    reason: 'Reason',
    decide: 'Decide',
    decideConfirm: 'Confirm the decision',
    final: "The administrator's decision is final on the platform.",
    withdrawnStage: 'Withdrawn by the owner',
  },
} as const;

interface ApiRental {
  status: string;
  subtotal: string;
  damageDeposit: string;
  amountPaid: string;
  refundedAmount: string;
  depositStatus: 'held' | 'released' | 'claimed';
  depositClaimed: string | null;
}

interface ApiReport {
  id: number;
  status: string;
  settledAmount: string | null;
  returnedToRenter: string | null;
}

const warsawToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());

let shade = 0;
/** A small PNG of its own colour, as a phone would hand it over. */
async function photo(name: string) {
  shade = (shade + 53) % 255;
  const buffer = await sharp({
    create: { width: 160, height: 120, channels: 3, background: { r: 240 - shade / 2, g: shade, b: 90 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function rentalOf(actor: Actor, id: number): Promise<ApiRental> {
  const res = await actor.page.request.get(`/api/rentals/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiRental;
}

async function reportsOf(actor: Actor, rentalId: number): Promise<ApiReport[]> {
  const res = await actor.page.request.get(`/api/rentals/${rentalId}/damage-reports`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiReport[];
}

/** Every photo in `scope` is there and has really loaded (they are lazy: each is scrolled to first). */
async function expectPhotosLoaded(scope: Locator, count: number) {
  const imgs = scope.locator('img');
  await expect(imgs).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const img = imgs.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
      .toBeGreaterThan(0);
  }
}

async function adminPage(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': lang } });
  const page = await context.newPage();
  await useLanguage(page, lang);
  const res = await page.request.post('/api/login', { data: ADMIN });
  expect(res.ok()).toBeTruthy();
  return page;
}

/** A paid rental of today, 40 zł, of an item with a deposit of DEPOSIT zł; active (not yet returned) unless `returned`. */
async function rentalWithDeposit(browser: Browser, lang: Lang, returned: boolean) {
  const owner = await newActor(browser, lang, 'Olga', 'Owner');
  const renter = await newActor(browser, lang, 'Roman', 'Renter');
  const item = await createItem(owner, `Rower ${Date.now()}`, 40, { damageDeposit: DEPOSIT });
  const rental = returned
    ? await acceptPayAndReturn(owner, renter, item.id, warsawToday())
    : await acceptAndPay(owner, renter, item.id, warsawToday());
  const view = await rentalOf(owner, rental.id);
  expect(view.damageDeposit).toBe(`${DEPOSIT}.00`);
  expect(view.depositStatus).toBe('held');
  return { owner, renter, item, rentalId: rental.id };
}

/** The owner files a report on the booking page: description, cost (with the live note checked), one photo. */
async function reportDamage(page: Page, lang: Lang, description: string, cost: number) {
  const T = TEXTS[lang];
  const section = page.getByTestId('damage-section');
  await section.getByRole('button', { name: T.reportOpen }).click();
  const form = section.getByTestId('damage-report-form');
  await form.getByLabel(T.description).fill(description);
  await form.getByLabel(T.cost).fill(String(cost));
  const note = form.getByTestId('damage-cost-note');
  await expect(note).toContainText(zl(DEPOSIT, lang));
  if (cost > DEPOSIT) await expect(note).toContainText(zl(cost - DEPOSIT, lang));
  else await expect(note).toContainText(zl(cost, lang));
  await form.getByLabel(T.damagePhotos).setInputFiles([await photo('szkoda.png')]);
  await expect(form.getByRole('img')).toHaveCount(1);
  return form;
}

test.describe('handover and damage', () => {
  test('pl, 375 px: photos at pickup and return, a report beyond the deposit, a dispute, the admin decides; the split is paid', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const T = TEXTS.pl;
    const { owner, renter, item, rentalId } = await rentalWithDeposit(browser, 'pl', false);
    const subtotal = Number((await rentalOf(owner, rentalId)).subtotal);

    // The renter at pickup: two photos and a note.
    const rp = renter.page;
    await rp.setViewportSize({ width: 375, height: 800 });
    await rp.goto(T.page(rentalId));
    const pickupForm = rp.getByTestId('handover-form-pickup');
    await pickupForm
      .getByLabel(T.pickupPhotos)
      .setInputFiles([await photo('odbior-1.png'), await photo('odbior-2.png')]);
    await expect(pickupForm.getByRole('img')).toHaveCount(2);
    await pickupForm.getByLabel(T.note).fill('Rysa na ramie przy odbiorze');
    await pickupForm.getByRole('button', { name: T.savePickup }).click();
    await expectToast(rp, T.saved);
    const renterPickup = rp.getByTestId('handover-pickup-renter').getByTestId('handover-record');
    await expect(renterPickup).toHaveCount(1);
    await expect(renterPickup).toHaveAttribute('data-by', 'renter');
    await expect(renterPickup).toContainText('Rysa na ramie przy odbiorze');
    await expectPhotosLoaded(renterPickup, 2);
    await expectNoHorizontalOverflow(rp);

    // The owner sees it, adds a return photo, then confirms the return.
    const op = owner.page;
    await op.setViewportSize({ width: 375, height: 800 });
    await op.goto(T.page(rentalId));
    const seenByOwner = op.getByTestId('handover-pickup-renter').getByTestId('handover-record');
    await expect(seenByOwner).toContainText('Rysa na ramie przy odbiorze');
    await expectPhotosLoaded(seenByOwner, 2);
    // The condition photos are the two parties' (and administrators'): someone else cannot open them.
    const src = (await seenByOwner.locator('img').first().getAttribute('src'))!;
    const own = await op.request.get(src);
    expect(own.status()).toBe(200);
    expect(own.headers()['content-type']).toMatch(/^image\//);
    const stranger = await newActor(browser, 'pl', 'Sara', 'Stranger');
    expect((await stranger.page.request.get(src)).status()).not.toBe(200);
    const returnForm = op.getByTestId('handover-form-return');
    await returnForm.getByLabel(T.returnPhotos).setInputFiles([await photo('zwrot-1.png')]);
    await returnForm.getByLabel(T.note).fill('Pęknięta lampka po zwrocie');
    await returnForm.getByRole('button', { name: T.saveReturn }).click();
    await expectToast(op, T.saved);
    const ownerReturn = op.getByTestId('handover-return-owner').getByTestId('handover-record');
    await expect(ownerReturn).toHaveAttribute('data-by', 'owner');
    await expectPhotosLoaded(ownerReturn, 1);
    await op.getByRole('main').getByRole('button', { name: T.complete }).click();
    await expect.poll(async () => (await rentalOf(owner, rentalId)).status).toBe('completed');

    // The renter sees the owner's return record with its photo.
    await rp.reload();
    const seenByRenter = rp.getByTestId('handover-return-owner').getByTestId('handover-record');
    await expect(seenByRenter).toContainText('Pęknięta lampka po zwrocie');
    await expectPhotosLoaded(seenByRenter, 1);

    // The owner reports damage beyond the deposit: 450 zł, of which 150 zł the platform cannot recover.
    const form = await reportDamage(op, 'pl', 'Pęknięta lampka i wygięty błotnik', 450);
    await expectNoSeriousA11yViolations(op);
    await expectNoHorizontalOverflow(op);
    await shot(op, 'pl-owner-report-form');
    await form.getByRole('button', { name: T.reportSubmit }).click();
    await expectToast(op, T.reportSent);
    const ownerReport = op.getByTestId('damage-report');
    await expect(ownerReport).toHaveAttribute('data-status', 'reported');
    await expect(ownerReport.getByTestId('damage-estimated')).toContainText(zl(450, 'pl'));
    await expect(ownerReport.getByTestId('damage-deposit')).toContainText(zl(DEPOSIT, 'pl'));
    await expect(ownerReport.getByTestId('damage-recoverable')).toContainText(zl(DEPOSIT, 'pl'));
    await expect(ownerReport.getByTestId('damage-unrecoverable')).toContainText(zl(150, 'pl'));
    await expectPhotosLoaded(ownerReport.getByTestId('damage-owner-photos'), 1);
    await expect(op.getByTestId('deposit-status')).toHaveAttribute('data-status', 'held');
    await expect(op.getByRole('button', { name: T.reportOpen })).toHaveCount(0);
    const [report] = await reportsOf(owner, rentalId);
    expect(report.status).toBe('reported');

    // The renter sees the report and disputes it with a statement and a photo.
    await rp.reload();
    const renterReport = rp.getByTestId('damage-report');
    await expect(renterReport).toHaveAttribute('data-status', 'reported');
    await expect(renterReport).toContainText('Pęknięta lampka i wygięty błotnik');
    await expect(renterReport.getByTestId('damage-stage')).toContainText('Odpowiedz do');
    await renterReport.getByRole('button', { name: T.dispute }).click();
    const dispute = renterReport.getByTestId('damage-dispute-form');
    await dispute.getByLabel(T.statement).fill('Rysa była już przy odbiorze, lampka działała.');
    await dispute.getByLabel(T.yourPhotos).setInputFiles([await photo('sprzeciw.png')]);
    await expect(dispute.getByRole('img')).toHaveCount(1);
    await expectNoSeriousA11yViolations(rp);
    await expectNoHorizontalOverflow(rp);
    await dispute.getByRole('button', { name: T.disputeSubmit }).click();
    await expect(renterReport).toHaveAttribute('data-status', 'disputed');
    await expect(renterReport.getByTestId('damage-renter-side')).toContainText('Rysa była już przy odbiorze');
    await expectPhotosLoaded(renterReport.getByTestId('damage-renter-photos'), 1);
    await expect(renterReport.getByRole('button', { name: T.accept })).toHaveCount(0);

    // The admin opens the report, sees both sides and the handover photos, and decides 200 zł for the owner.
    const admin = await adminPage(browser, 'pl');
    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.goto(T.admin);
    const card = admin.getByTestId('admin-damage-card').filter({ hasText: item.name });
    await expect(card).toHaveAttribute('data-status', 'disputed');
    await expect(card).toContainText('Olga Owner');
    await expect(card).toContainText('Roman Renter');
    await expectNoSeriousA11yViolations(admin);
    await shot(admin, 'pl-admin-list');
    await card.getByRole('button', { name: T.openReport(report.id, item.name) }).click();
    const review = admin.getByTestId('admin-damage-review');
    await expect(review).toContainText('Pęknięta lampka i wygięty błotnik');
    await expect(review).toContainText('Rysa była już przy odbiorze, lampka działała.');
    await expect(review.getByTestId('admin-handover-pickup-renter')).toContainText('Rysa na ramie przy odbiorze');
    await expectPhotosLoaded(review.getByTestId('admin-handover-pickup-renter'), 2);
    await expect(review.getByTestId('admin-handover-return-owner')).toContainText('Pęknięta lampka po zwrocie');
    await expectPhotosLoaded(review.getByTestId('admin-handover-return-owner'), 1);
    await expectPhotosLoaded(review.getByRole('region', { name: /Zgłoszenie właściciela/ }), 1);
    await expectPhotosLoaded(review.getByRole('region', { name: /Stanowisko najemcy/ }), 1);
    await expectNoSeriousA11yViolations(admin);
    await expectNoHorizontalOverflow(admin);
    await shot(admin, 'pl-admin-review');
    const decision = review.getByTestId('admin-damage-decision-form');
    await decision.getByLabel(T.amount).fill('350');
    await decision.getByRole('button', { name: T.decide }).click();
    await expect(decision.getByLabel(T.amount)).toHaveAttribute('aria-invalid', 'true');
    await decision.getByLabel(T.amount).fill('200');
    await decision.getByLabel(T.reason).fill('Rysa widoczna na zdjęciach z odbioru; lampka pęknięta po zwrocie.');
    await decision.getByRole('button', { name: T.decide }).click();
    const dialog = admin.getByRole('alertdialog');
    await expect(dialog).toContainText(`Właściciel otrzyma z kaucji ${zl(200, 'pl')}, a ${zl(100, 'pl')} wróci`);
    await expect(dialog).toContainText(T.final);
    await dialog.getByRole('button', { name: T.decideConfirm }).click();
    await expect(review.getByTestId('admin-damage-settled')).toContainText(
      `Rozliczono: ${zl(200, 'pl')} dla właściciela, ${zl(100, 'pl')} wróciło do najemcy.`,
    );
    await expect(review.getByTestId('admin-damage-decision-form')).toHaveCount(0);
    await shot(admin, 'pl-admin-settled');

    // Settled through payments: 100 zł of the deposit back to the renter, 200 zł to the owner with the payout.
    await expect.poll(async () => (await rentalOf(renter, rentalId)).refundedAmount).toBe('100.00');
    const settled = await rentalOf(renter, rentalId);
    expect(settled.depositStatus).toBe('claimed');
    expect(settled.depositClaimed).toBe('200.00');
    const [done] = await reportsOf(renter, rentalId);
    expect(done).toMatchObject({ status: 'resolved', settledAmount: '200.00', returnedToRenter: '100.00' });

    // The renter's booking page: resolved, the amounts, the reason, the refund in the money.
    await rp.reload();
    const resolved = rp.getByTestId('damage-report');
    await expect(resolved).toHaveAttribute('data-status', 'resolved');
    await expect(resolved.getByTestId('damage-to-owner')).toContainText(zl(200, 'pl'));
    await expect(resolved.getByTestId('damage-to-renter')).toContainText(zl(100, 'pl'));
    await expect(resolved.getByTestId('damage-decision')).toContainText('Rysa widoczna na zdjęciach z odbioru');
    await expect(resolved.getByTestId('damage-decision')).toContainText(T.final);
    await expect(resolved.getByTestId('damage-actions')).toHaveCount(0);
    await expect(rp.getByTestId('deposit-status')).toHaveAttribute('data-status', 'claimed');
    await expect(rp.getByTestId('deposit-status')).toContainText(
      `${zl(200, 'pl')} przekazano właścicielowi na pokrycie szkody, ${zl(100, 'pl')} wróciło do najemcy`,
    );
    // The refund of the rest shows in the booking's money and on the receipt.
    await expect(rp.getByTestId('money-breakdown').getByTestId('money-refunded')).toContainText(zl(100, 'pl'));
    await expect(rp.getByTestId('receipt-money').getByTestId('money-refunded')).toContainText(zl(100, 'pl'));
    await expectNoHorizontalOverflow(rp);
    await shot(rp, 'pl-renter-resolved');

    // The owner's booking page and payouts: the payout is the rental's price plus the 200 zł claimed.
    await op.reload();
    await expect(op.getByTestId('damage-report')).toHaveAttribute('data-status', 'resolved');
    await expect(op.getByTestId('damage-report').getByTestId('damage-to-owner')).toContainText(zl(200, 'pl'));
    await expect(op.getByTestId('deposit-status')).toHaveAttribute('data-status', 'claimed');
    await shot(op, 'pl-owner-resolved');
    const payouts = (await (await op.request.get('/api/payouts')).json()) as { rentalId: number; amount: string }[];
    expect(payouts.find((p) => p.rentalId === rentalId)?.amount).toBe((subtotal + 200).toFixed(2));
    await op.goto(T.payouts);
    const row = op.getByTestId('payout-row').filter({ hasText: item.name });
    await expect(row.getByTestId('payout-amount')).toHaveText(zl(subtotal + 200, 'pl'));
  });

  test('en, 375 px: the owner reports within the deposit and the renter accepts; English only', async ({ browser }) => {
    test.setTimeout(120_000);
    const T = TEXTS.en;
    const { owner, renter, item, rentalId } = await rentalWithDeposit(browser, 'en', true);
    const op = owner.page;
    await op.setViewportSize({ width: 375, height: 800 });
    await op.goto(T.page(rentalId));
    await expect(op.getByTestId('handover-section')).toBeVisible();
    const form = await reportDamage(op, 'en', 'The front light is cracked', 120);
    await expect(form.getByTestId('damage-cost-note')).toContainText('The cost fits within the deposit');
    await expectNoSeriousA11yViolations(op);
    await shot(op, 'en-owner-report-form');
    await form.getByRole('button', { name: T.reportSubmit }).click();
    await expectToast(op, T.reportSent);
    await expect(op.getByTestId('damage-report')).toHaveAttribute('data-status', 'reported');
    await expect(op.getByTestId('damage-report').getByTestId('damage-unrecoverable')).toHaveCount(0);

    const rp = renter.page;
    await rp.setViewportSize({ width: 375, height: 800 });
    await rp.goto(T.page(rentalId));
    const report = rp.getByTestId('damage-report');
    await expect(report).toHaveAttribute('data-status', 'reported');
    await expect(report.getByTestId('damage-stage')).toContainText('Answer by');
    await expect(report.getByTestId('damage-estimated')).toContainText(zl(120, 'en'));
    await expect(report.getByTestId('damage-recoverable')).toContainText(zl(120, 'en'));
    await expect(rp.getByTestId('deposit-status')).toHaveAttribute('data-status', 'held');
    await shot(rp, 'en-renter-reported');
    await report.getByRole('button', { name: T.accept }).click();
    const dialog = rp.getByRole('alertdialog');
    await expect(dialog).toContainText(
      `Of your deposit, ${zl(120, 'en')} goes to the owner and ${zl(180, 'en')} comes back to you.`,
    );
    await dialog.getByRole('button', { name: T.acceptConfirm, exact: true }).click();
    await expect(report).toHaveAttribute('data-status', 'accepted');
    await expect(report.getByTestId('damage-to-owner')).toContainText(zl(120, 'en'));
    await expect(report.getByTestId('damage-to-renter')).toContainText(zl(180, 'en'));
    await expect(report.getByTestId('damage-decision')).toHaveCount(0);
    await expect.poll(async () => (await rentalOf(renter, rentalId)).refundedAmount).toBe('180.00');
    await rp.reload();
    await expect(rp.getByTestId('deposit-status')).toHaveAttribute('data-status', 'claimed');
    await expect(rp.getByTestId('deposit-status')).toContainText(
      `${zl(120, 'en')} went to the owner for damage, ${zl(180, 'en')} went back to the renter`,
    );
    // The refund of the rest shows in the booking's money and on the receipt.
    await expect(rp.getByTestId('money-breakdown').getByTestId('money-refunded')).toContainText(zl(180, 'en'));
    await expect(rp.getByTestId('receipt-money').getByTestId('money-refunded')).toContainText(zl(180, 'en'));
    await expectNoSeriousA11yViolations(rp);
    await expectNoHorizontalOverflow(rp);
    await shot(rp, 'en-renter-accepted');

    // No Polish in the English sections (the currency "zł" aside).
    for (const id of ['damage-section', 'handover-section', 'deposit-status']) {
      const text = (await rp.getByTestId(id).innerText()).replace(/zł/g, '');
      expect(text, id).not.toMatch(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|Kaucja|Zgłosz|Najemca|Właściciel|Odbiór|Zwrot/);
    }

    // The admin's list of all reports shows the accepted one, settled, in English.
    const admin = await adminPage(browser, 'en');
    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.goto(`${T.admin}?status=all`);
    const card = admin.getByTestId('admin-damage-card').filter({ hasText: item.name });
    await expect(card).toHaveAttribute('data-status', 'accepted');
    const [{ id }] = await reportsOf(owner, rentalId);
    await card.getByRole('button', { name: T.openReport(id, item.name) }).click();
    await expect(admin.getByRole('region', { name: /The renter's side/ })).toContainText('Accepted by the renter on');
    await expect(admin.getByTestId('admin-damage-settled')).toHaveText(
      `Settled: ${zl(120, 'en')} to the owner, ${zl(180, 'en')} back to the renter.`,
    );
    await expectNoSeriousA11yViolations(admin);
    await expectNoHorizontalOverflow(admin);
    await shot(admin, 'en-admin-settled');
  });

  test('desktop, pl: the owner withdraws the report; the deposit stays held until its release', async ({ browser }) => {
    const T = TEXTS.pl;
    const { owner, renter, rentalId } = await rentalWithDeposit(browser, 'pl', true);
    const filed = await owner.page.request.post(`/api/rentals/${rentalId}/damage-reports`, {
      data: { description: 'Zarysowana rama', estimatedCost: '80.00', photoUrls: [] },
    });
    expect(filed.status(), await filed.text()).toBe(201);

    const op = owner.page;
    await op.setViewportSize({ width: 1280, height: 900 });
    await op.goto(T.page(rentalId));
    const report = op.getByTestId('damage-report');
    await expect(report).toHaveAttribute('data-status', 'reported');
    await report.getByRole('button', { name: T.withdraw }).click();
    await op.getByRole('alertdialog').getByRole('button', { name: T.withdrawConfirm, exact: true }).click();
    await expect(report).toHaveAttribute('data-status', 'withdrawn');
    await expect(report.getByTestId('damage-stage')).toContainText(T.withdrawnStage);
    await expect(report.getByTestId('damage-to-owner')).toHaveCount(0);
    await expect(report.getByRole('button', { name: T.withdraw })).toHaveCount(0);
    await expect(op.getByTestId('deposit-status')).toHaveAttribute('data-status', 'held');
    // A withdrawn report does not count: the owner may still report within the window.
    await expect(op.getByTestId('damage-section').getByRole('button', { name: T.reportOpen })).toBeVisible();
    await expectNoSeriousA11yViolations(op);

    const rp = renter.page;
    await rp.setViewportSize({ width: 1280, height: 900 });
    await rp.goto(T.page(rentalId));
    await expect(rp.getByTestId('damage-report')).toHaveAttribute('data-status', 'withdrawn');
    await expect(rp.getByTestId('deposit-status')).toHaveAttribute('data-status', 'held');
    await expect(rp.getByTestId('damage-report').getByRole('button', { name: TEXTS.pl.accept })).toHaveCount(0);
    const view = await rentalOf(renter, rentalId);
    expect(view).toMatchObject({ depositStatus: 'held', depositClaimed: null, refundedAmount: '0.00' });
    await shot(rp, 'pl-renter-withdrawn');
  });
});
