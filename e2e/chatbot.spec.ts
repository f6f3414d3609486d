import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiItems } from './catalogue-helpers';
import {
  DEMO_PASSWORD,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  loginViaApi,
  test,
  useLanguage,
} from './fixtures';

// The help chatbot's widget (issue 23 §3, spec 02 §2): the floating button, the window and its states, the answers'
// links, the keyboard, a phone's screen, and the admin's list of what it could not answer.

const TEXTS = {
  pl: {
    open: 'Otwórz czat pomocy',
    title: 'Asystent pomocy',
    minimise: 'Minimalizuj czat',
    close: 'Zamknij czat',
    restore: /Asystent pomocy.*przywróć okno czatu/,
    input: 'Twoje pytanie',
    send: 'Wyślij pytanie',
    welcome: 'W czym mogę pomóc?',
    feeQuestion: 'Ile wynosi opłata serwisowa?',
    helpPath: /^\/pomoc\/[\w-]+/,
    statusQuestion: 'jaki jest status mojej rezerwacji',
    loginPath: /^\/logowanie/,
    faq: 'FAQ',
    apology: 'Przepraszamy, coś poszło nie tak',
    booking: 'Wyślij prośbę o wypożyczenie',
    itemPath: '/przedmiot/',
    admin: 'Pytania bez odpowiedzi asystenta',
    adminTotals: /Pytania w ciągu 30 dni: \d+, bez odpowiedzi: \d+/,
  },
  en: {
    open: 'Open help chat',
    title: 'Help assistant',
    minimise: 'Minimise chat',
    close: 'Close chat',
    restore: /Help assistant.*restore the chat window/,
    input: 'Your question',
    send: 'Send question',
    welcome: 'How can I help?',
    feeQuestion: 'How much is the booking fee?',
    helpPath: /^\/help\/[\w-]+/,
    statusQuestion: 'what is the status of my booking',
    loginPath: /^\/login/,
    faq: 'FAQ',
    apology: 'Sorry, something went wrong',
    booking: 'Send rental request',
    itemPath: '/item/',
    admin: 'Questions the chatbot could not answer',
    adminTotals: /Questions in 30 days: \d+, unanswered: \d+/,
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Screenshots of the widget to look at by hand (not compared), only when SHOTS_DIR names a folder. */
const SHOTS_DIR = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

const launcher = (page: Page, x: Texts) => page.getByRole('button', { name: x.open });
const chatWindow = (page: Page, x: Texts) => page.getByRole('dialog', { name: x.title });
const userMessages = (win: Locator) => win.locator('[data-role="user"]');
/** The bot's answers, without the welcome. */
const answers = (win: Locator) => win.locator('[data-role="assistant"]').filter({ hasNotText: /W czym|How can I/ });

async function openChat(page: Page, x: Texts) {
  await launcher(page, x).click();
  const win = chatWindow(page, x);
  await expect(win).toBeVisible();
  await expect(win.getByLabel(x.input)).toBeFocused();
  return win;
}

async function ask(win: Locator, x: Texts, question: string) {
  const before = await answers(win).count();
  await win.getByLabel(x.input).fill(question);
  await win.getByLabel(x.input).press('Enter');
  await expect(answers(win)).toHaveCount(before + 1);
  return answers(win).last();
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const lang of ['pl', 'en'] as const) {
  const x = TEXTS[lang];

  test.describe(`chatbot (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test('ask about the fee: an answer with 10% and a link to the help article, which it follows', async ({ page }) => {
      await page.goto('/');
      const win = await openChat(page, x);
      await expect(win.getByRole('log')).toContainText(x.welcome);
      const answer = await ask(win, x, x.feeQuestion);
      await expect(userMessages(win).last()).toContainText(x.feeQuestion);
      await expect(answer).toContainText(/10\s?%/);
      await shoot(page, `chatbot-desktop-${lang}`);
      const link = answer.getByRole('link').first();
      const href = await link.getAttribute('href');
      expect(href).toMatch(x.helpPath);
      await link.click();
      await expect(page).toHaveURL((url) => x.helpPath.test(url.pathname));
      // On a large screen the window stays open over the article, with the conversation.
      await expect(win).toBeVisible();
      await expect(answers(win).last()).toContainText(/10\s?%/);
    });

    test('Enter sends, Shift+Enter makes a new line, empty is not sent; minimise, restore, Escape', async ({
      page,
    }) => {
      await page.goto('/');
      const win = await openChat(page, x);
      const input = win.getByLabel(x.input);

      await input.fill('   ');
      await input.press('Enter');
      await expect(win.getByRole('button', { name: x.send })).toBeDisabled();
      await input.fill('');
      await input.press('Enter');
      await expect(userMessages(win)).toHaveCount(0);

      await input.fill(x.feeQuestion);
      await input.press('Shift+Enter');
      await expect(input).toHaveValue(`${x.feeQuestion}\n`);
      await expect(userMessages(win)).toHaveCount(0);
      await input.press('Enter');
      await expect(userMessages(win)).toHaveCount(1);
      await expect(userMessages(win).first()).toHaveText(new RegExp(`${x.feeQuestion.replace('?', '\\?')}$`));
      await expect(input).toHaveValue('');
      await expect(answers(win)).toHaveCount(1);

      // Minimised: a bar in the corner; restored: the same conversation, focus in the input.
      await win.getByRole('button', { name: x.minimise }).click();
      await expect(win).toBeHidden();
      const restore = page.getByRole('button', { name: x.restore });
      await expect(restore).toBeFocused();
      await restore.click();
      await expect(win).toBeVisible();
      await expect(input).toBeFocused();
      await expect(answers(win)).toHaveCount(1);

      // Escape closes it and focus goes back to the floating button.
      await input.press('Escape');
      await expect(win).toBeHidden();
      await expect(launcher(page, x)).toBeFocused();
      // Reopened: the conversation is still there.
      await launcher(page, x).click();
      await expect(userMessages(win)).toHaveCount(1);
      await win.getByRole('button', { name: x.close }).click();
      await expect(win).toBeHidden();
      await expect(launcher(page, x)).toBeFocused();
    });

    test('the state and the conversation are kept across a navigation and a reload', async ({ page }) => {
      await page.goto('/');
      const win = await openChat(page, x);
      await ask(win, x, x.feeQuestion);
      await page.getByRole('navigation').getByRole('link', { name: x.faq, exact: true }).first().click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect(win).toBeVisible();
      await expect(userMessages(win)).toHaveCount(1);

      await win.getByRole('button', { name: x.minimise }).click();
      await page.reload();
      await expect(page.getByRole('button', { name: x.restore })).toBeVisible();
      await expect(win).toBeHidden();
      await page.getByRole('button', { name: x.restore }).click();
      await expect(userMessages(win)).toHaveCount(1);
      await expect(answers(win)).toHaveCount(1);

      await win.getByRole('button', { name: x.close }).click();
      await page.reload();
      await expect(launcher(page, x)).toBeVisible();
      await expect(win).toBeHidden();
    });

    test('blocked while an answer is pending; the last 6 messages go as history; failures are answered', async ({
      page,
    }) => {
      const bodies: { message: string; language: string; conversationHistory: unknown[] }[] = [];
      let hold: Promise<void> | null = null;
      let fail: { status: number; body?: object } | null = null;
      await page.route('**/api/chatbot', async (route) => {
        bodies.push(route.request().postDataJSON());
        if (hold) await hold;
        if (fail) return route.fulfill({ status: fail.status, json: fail.body ?? { code: 'INTERNAL', message: 'x' } });
        return route.fulfill({
          json: {
            response: `Answer ${bodies.length}`,
            timestamp: new Date().toISOString(),
            kind: 'article',
            links: [],
            article: null,
          },
        });
      });
      await page.goto('/');
      const win = await openChat(page, x);
      const input = win.getByLabel(x.input);

      let release = () => {};
      hold = new Promise((r) => (release = r));
      await input.fill('Q1');
      await input.press('Enter');
      await expect(win.getByTestId('chatbot-typing')).toBeVisible();
      await expect(win.getByRole('log')).toHaveAttribute('aria-live', 'polite');
      await input.fill('Q2');
      await input.press('Enter');
      await expect(win.getByRole('button', { name: x.send })).toBeDisabled();
      expect(bodies).toHaveLength(1);
      await expect(userMessages(win)).toHaveCount(1);
      hold = null;
      release();
      await expect(answers(win)).toHaveCount(1);
      await expect(win.getByTestId('chatbot-typing')).toHaveCount(0);
      await expect(input).toHaveValue('Q2');

      for (const q of ['Q2', 'Q3', 'Q4', 'Q5']) await ask(win, x, q);
      expect(bodies.map((b) => b.conversationHistory.length)).toEqual([0, 2, 4, 6, 6]);
      expect(bodies[4]).toEqual({
        message: 'Q5',
        language: lang,
        conversationHistory: [
          { role: 'user', content: 'Q2' },
          { role: 'assistant', content: 'Answer 2' },
          { role: 'user', content: 'Q3' },
          { role: 'assistant', content: 'Answer 3' },
          { role: 'user', content: 'Q4' },
          { role: 'assistant', content: 'Answer 4' },
        ],
      });

      fail = { status: 500 };
      const apology = await ask(win, x, 'Q6');
      await expect(apology).toContainText(x.apology);
      await expect(apology).toContainText('pomoc@wypozyczalnia.pl');
      fail = { status: 429, body: { code: 'RATE_LIMITED', message: 'Slow down, test' } };
      await expect(await ask(win, x, 'Q7')).toContainText('Slow down, test');
      fail = null;
      await ask(win, x, 'Q8');
      // The apology and the refusal are the widget's own: not sent as history.
      expect(JSON.stringify(bodies.at(-1)!.conversationHistory)).not.toContain('Slow down');
    });

    test('a signed-in user asking about their booking gets their own answer; a visitor a sign-in link', async ({
      page,
      browser,
    }) => {
      const kindOf = (p: Page) =>
        p.waitForResponse((r) => r.url().endsWith('/api/chatbot')).then((r) => r.json().then((b) => b.kind as string));
      await page.goto('/');
      const visitorWin = await openChat(page, x);
      const visitorKind = kindOf(page);
      const visitorAnswer = await ask(visitorWin, x, x.statusQuestion);
      expect(await visitorKind).toBe('login-required');
      const login = visitorAnswer.getByRole('link').first();
      expect(await login.getAttribute('href')).toMatch(x.loginPath);

      const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': lang } });
      const signedIn = await context.newPage();
      await useLanguage(signedIn, lang);
      await loginViaApi(signedIn);
      await signedIn.goto('/');
      const win = await openChat(signedIn, x);
      const kind = kindOf(signedIn);
      const answer = await ask(win, x, x.statusQuestion);
      expect(await kind).toBe('user-data');
      await expect(answer).not.toContainText('](');
      const links = await answer.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.length).toBeGreaterThan(0);
      expect(links.some((h) => h && x.loginPath.test(h))).toBe(false);
      await shoot(signedIn, `chatbot-user-data-${lang}`);
      await context.close();
    });

    test('no accessibility violation with the window open and an answer in it', async ({ page }) => {
      await page.goto('/');
      await expect(launcher(page, x)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const win = await openChat(page, x);
      await ask(win, x, x.feeQuestion);
      await expectNoSeriousA11yViolations(page);
      await win.getByRole('button', { name: x.minimise }).click();
      await expectNoSeriousA11yViolations(page);
    });

    test('375 px: the window fits the screen and the button never covers the booking button', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      const { items } = await apiItems(page, 'limit=20');
      const item = items.find((i) => i.available)!;
      await page.goto(`${x.itemPath}${item.id}`);
      const booking = page.getByRole('button', { name: x.booking });
      await expect(booking).toBeVisible();
      const fab = launcher(page, x);
      await expect(fab).toBeVisible();

      for (const block of ['end', 'center', 'start'] as const) {
        await booking.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
        // The button rises above it within a frame or two (and its move takes 150 ms).
        await expect
          .poll(async () => overlaps((await fab.boundingBox())!, (await booking.boundingBox())!), { timeout: 3000 })
          .toBe(false);
        await expect(fab).toBeInViewport({ ratio: 1 });
      }
      // The bottom edge of the booking button just above the screen's bottom: the worst place.
      await booking.evaluate((el) => {
        const r = el.getBoundingClientRect();
        window.scrollBy(0, r.bottom - window.innerHeight + 4);
      });
      await expect
        .poll(async () => overlaps((await fab.boundingBox())!, (await booking.boundingBox())!), { timeout: 3000 })
        .toBe(false);
      await booking.click({ trial: true });
      await shoot(page, `chatbot-375-booking-${lang}`);

      const win = await openChat(page, x);
      const box = (await win.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      await expectNoHorizontalOverflow(page);
      const answer = await ask(win, x, x.feeQuestion);
      await expect(win.getByRole('button', { name: x.send })).toBeInViewport();
      await shoot(page, `chatbot-375-open-${lang}`);
      // On a phone, following a link minimises the window, so the page it leads to shows.
      await answer.getByRole('link').first().click();
      await expect(page).toHaveURL((url) => x.helpPath.test(url.pathname));
      await expect(win).toBeHidden();
      await expect(page.getByRole('button', { name: x.restore })).toBeInViewport();
      await expectNoHorizontalOverflow(page);
    });

    test('the admin dashboard lists the questions the chatbot could not answer', async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': lang } });
      const page = await context.newPage();
      await useLanguage(page, lang);
      await loginViaApi(page, 'admin@example.com', DEMO_PASSWORD);
      await page.goto('/admin');
      const section = page.getByRole('region', { name: x.admin });
      await expect(section).toBeVisible();
      await expect(section).toContainText(x.adminTotals);
      await section.scrollIntoViewIfNeeded();
      await shoot(page, `chatbot-admin-${lang}`);
      await context.close();
    });
  });
}
