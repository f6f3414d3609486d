import type { Page } from '@playwright/test';

/** Screenshots to look at by hand (not compared), only when SHOTS_DIR names a folder. */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** Full-page shots of `page` at each width, from the top (a scrolled page draws the sticky header where the view was). */
export async function shot(page: Page, name: string, widths: number[] = [375, 1280]) {
  if (!SHOTS_DIR) return;
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
