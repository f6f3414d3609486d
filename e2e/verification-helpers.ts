import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Screenshots to look at by hand (not compared): taken only when SHOTS_DIR names a folder. */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** A fresh Polish mobile number (600 xxx xxx): a verified number belongs to one account, and sends are capped per number. */
export function randomPolishMobile(): string {
  return `600${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}

/** The code of the newest SMS to a number in the dev outbox (channel sms); sending runs as a job, so it is polled. */
export async function latestSmsCode(page: Page, digits: string, notCode?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/dev/outbox')).json()) as {
        channel: string;
        to: string;
        text: string;
      }[];
      const sms = list.find((m) => m.channel === 'sms' && m.to.replace(/\D/g, '').endsWith(digits));
      code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
      return code !== '' && code !== notCode;
    })
    .toBe(true);
  return code;
}

/** A 6-digit code that is not `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Full-page screenshots at 1280 and 375 px; the viewport is put back afterwards. */
export async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(before);
}
