import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { createItem, expectToast, newActor } from './rental-helpers';

const TEXTS = {
  pl: {
    createPath: '/wypozycz-przedmiot',
    name: 'Nazwa przedmiotu',
    description: 'Opis',
    category: 'Kategoria',
    price: 'Cena za dzień (zł)',
    value: 'Wartość przedmiotu (zł)',
    fromDevice: 'Dodaj zdjęcia z urządzenia',
    photos: 'Dodane zdjęcia',
    cover: 'Okładka',
    submit: 'Dodaj przedmiot',
    created: 'Przedmiot dodany',
    edit: 'Edytuj ogłoszenie',
    save: 'Zapisz zmiany',
    updated: 'Ogłoszenie zaktualizowane',
    itemPath: /\/przedmiot\/(\d+)$/,
    progress: (n: number) => `Przesyłanie zdjęcia ${n}`,
    makeCover: (n: number) => `Ustaw zdjęcie ${n} jako okładkę`,
    moveLeft: (n: number) => `Przesuń zdjęcie ${n} w lewo`,
    moveRight: (n: number) => `Przesuń zdjęcie ${n} w prawo`,
    drag: (n: number) => `Przeciągnij zdjęcie ${n}, aby zmienić kolejność`,
    picked: (n: number) => `Podniesiono zdjęcie ${n}.`,
    over: (n: number, at: number) => `Zdjęcie ${n} jest nad miejscem ${at}.`,
    dropped: (n: number, at: number) => `Zdjęcie ${n} upuszczono na miejscu ${at}.`,
  },
  en: {
    createPath: '/rent-out',
    name: 'Item name',
    description: 'Description',
    category: 'Category',
    price: 'Price per day (zł)',
    value: 'Item value (zł)',
    fromDevice: 'Add photos from your device',
    photos: 'Added photos',
    cover: 'Cover',
    submit: 'List item',
    created: 'Item listed',
    edit: 'Edit listing',
    save: 'Save changes',
    updated: 'Listing updated',
    itemPath: /\/item\/(\d+)$/,
    progress: (n: number) => `Uploading photo ${n}`,
    makeCover: (n: number) => `Make photo ${n} the cover`,
    moveLeft: (n: number) => `Move photo ${n} left`,
    moveRight: (n: number) => `Move photo ${n} right`,
    drag: (n: number) => `Drag photo ${n} to change the order`,
    picked: (n: number) => `Picked up photo ${n}.`,
    over: (n: number, at: number) => `Photo ${n} is over position ${at}.`,
    dropped: (n: number, at: number) => `Photo ${n} was dropped at position ${at}.`,
  },
} as const;

/** A small PNG of one colour: each photo of a test has its own bytes. */
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** The colour a stored photo mostly is (it was re-encoded, so by its strongest channel in the middle). */
function colourOf(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const bitmap = await createImageBitmap(await (await fetch(src)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const [r, g, b] = ctx.getImageData(Math.floor(bitmap.width / 2), Math.floor(bitmap.height / 2), 1, 1).data;
    return r > g && r > b ? 'red' : g > b ? 'green' : 'blue';
  }, url);
}

/**
 * Waits until a photo picked up with the keyboard listens for its arrow keys: dnd-kit's keyboard sensor adds its key
 * listener in a timer after the pick-up (already announced by then), and Chromium runs input before timers, so an
 * arrow pressed at once could be lost. A timer of the page's own, queued after the sensor's, has run once it has.
 */
async function untilKeyboardDragListens(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Drags with the mouse from one element's centre to another's, in steps, as a person would. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

for (const lang of ['pl', 'en'] as const) {
  const T = TEXTS[lang];

  test.describe(`listing photo order (${lang})`, () => {
    test('create: drag, keyboard and "make cover" set the order; the first photo is the cover, the order is saved', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Order');
      const page = owner.page;
      await page.goto(T.createPath);
      const m = page.getByRole('main');
      const thumbnails = m.getByRole('list', { name: T.photos }).getByRole('listitem');
      await m.getByLabel(T.name).fill(`Rower ${lang} ${Date.now()}`);
      await m.getByLabel(T.description).fill('Rower miejski z koszykiem, do testu kolejności zdjęć.');
      await m.getByLabel(T.category).selectOption('3');
      await m.getByLabel(T.price).fill('40');
      await m.getByLabel(T.value).fill('900');

      const files = { red: await png(220, 30, 30), green: await png(30, 200, 30), blue: await png(30, 30, 220) };
      await m
        .getByLabel(T.fromDevice)
        .setInputFiles(
          Object.entries(files).map(([name, buffer]) => ({ name: `${name}.png`, mimeType: 'image/png', buffer })),
        );
      await expect(thumbnails).toHaveCount(3);
      for (const n of [1, 2, 3])
        await expect(m.getByRole('progressbar', { name: T.progress(n) })).toHaveAttribute('aria-valuenow', '100');
      await expect(thumbnails.first().getByText(T.cover, { exact: true })).toBeVisible();
      await expect(m.getByRole('button', { name: T.makeCover(1) })).toHaveCount(0);
      await expect(m.getByRole('button', { name: T.moveLeft(1) })).toBeDisabled();
      await expect(m.getByRole('button', { name: T.moveRight(3) })).toBeDisabled();
      // The photos as shown, by their colour (the previews are the local files).
      const shown = () =>
        thumbnails.locator('img').evaluateAll((imgs) =>
          imgs.map((img) => {
            const canvas = document.createElement('canvas');
            const ctx = canvas.getContext('2d')!;
            ctx.drawImage(img as HTMLImageElement, 0, 0, 1, 1);
            const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
            return r > g && r > b ? 'red' : g > b ? 'green' : 'blue';
          }),
        );
      expect(await shown()).toEqual(['red', 'green', 'blue']);
      await expectNoSeriousA11yViolations(page);

      // The mouse: the third photo dragged onto the first: blue, red, green.
      await dragWithMouse(page, m.getByRole('button', { name: T.drag(3) }), thumbnails.first());
      await expect(page.getByRole('status').filter({ hasText: T.dropped(3, 1) })).toHaveCount(1);
      await expect.poll(shown).toEqual(['blue', 'red', 'green']);
      // "Make cover" on the third (green): green, blue, red.
      await m.getByRole('button', { name: T.makeCover(3) }).click();
      await expect.poll(shown).toEqual(['green', 'blue', 'red']);
      await expect(thumbnails.first().getByText(T.cover, { exact: true })).toBeVisible();
      // The keyboard: pick up the second (blue) by its handle, one place right, drop: green, red, blue.
      await m.getByRole('button', { name: T.drag(2) }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByRole('status').filter({ hasText: T.picked(2) })).toHaveCount(1);
      await expect(thumbnails.nth(1)).toHaveAttribute('data-dragging', 'true');
      await untilKeyboardDragListens(page);
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('status').filter({ hasText: T.over(2, 3) })).toHaveCount(1);
      await page.keyboard.press('Space');
      await expect(page.getByRole('status').filter({ hasText: T.dropped(2, 3) })).toHaveCount(1);
      await expect.poll(shown).toEqual(['green', 'red', 'blue']);

      await m.getByRole('button', { name: T.submit }).click();
      await expectToast(page, T.created);
      await expect(page).toHaveURL(T.itemPath);
      const id = Number(T.itemPath.exec(new URL(page.url()).pathname)![1]);
      const saved = (await (await page.request.get(`/api/items/${id}`)).json()) as { imageUrls: string[] };
      expect(await Promise.all(saved.imageUrls.map((url) => colourOf(page, url)))).toEqual(['green', 'red', 'blue']);
      await owner.page.context().close();
    });

    test('edit: the move buttons (focus stays on them), "make cover" and a keyboard drag reorder the saved photos', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Edek', 'Order');
      const page = owner.page;
      const item = await createItem(owner, `Kajak ${lang} ${Date.now()}`, 35);
      const [a] = ((await (await page.request.get(`/api/items/${item.id}`)).json()) as { imageUrls: string[] })
        .imageUrls;
      const extra = await Promise.all(
        [png(240, 200, 10), png(10, 200, 240)].map(
          async (p) => `data:image/png;base64,${(await p).toString('base64')}`,
        ),
      );
      const put = await page.request.put(`/api/items/${item.id}`, { data: { imageUrls: [a, ...extra] } });
      expect(put.status(), await put.text()).toBe(200);
      const [, b, c] = ((await put.json()) as { imageUrls: string[] }).imageUrls;

      await page.goto(`/manage-listing/${item.id}`);
      const m = page.getByRole('main');
      await m.getByRole('button', { name: T.edit }).click();
      const thumbnails = m.getByRole('list', { name: T.photos }).getByRole('listitem');
      await expect(thumbnails).toHaveCount(3);
      await expectNoSeriousA11yViolations(page);

      // c becomes the cover: c, a, b.
      await m.getByRole('button', { name: T.makeCover(3) }).click();
      await expect(thumbnails.first().getByText(T.cover, { exact: true })).toBeVisible();
      // a one place right: c, b, a; the focus follows the photo to its new place (its "right" button is now disabled).
      await m.getByRole('button', { name: T.moveRight(2) }).click();
      await expect(m.getByRole('button', { name: T.moveLeft(3) })).toBeFocused();
      // The keyboard on the cover's handle: c one place right: b, c, a.
      await m.getByRole('button', { name: T.drag(1) }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: T.picked(1) })).toHaveCount(1);
      await expect(thumbnails.nth(0)).toHaveAttribute('data-dragging', 'true');
      await untilKeyboardDragListens(page);
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('status').filter({ hasText: T.over(1, 2) })).toHaveCount(1);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: T.dropped(1, 2) })).toHaveCount(1);

      await m.getByRole('button', { name: T.save }).click();
      await expectToast(page, T.updated);
      const saved = ((await (await page.request.get(`/api/items/${item.id}`)).json()) as { imageUrls: string[] })
        .imageUrls;
      expect(saved).toEqual([b, c, a]);
      // The item page opens on the new cover.
      await page.goto(`/${lang === 'pl' ? 'przedmiot' : 'item'}/${item.id}`);
      await expect(page.getByRole('main').locator(`img[src="${b}"]`).first()).toBeVisible();
      await owner.page.context().close();
    });
  });
}
