import { expect, test } from './fixtures';

/**
 * Issue 22 §1, §5: every public page comes rendered from the server and is hydrated without a mismatch (React reports
 * one as an error in the console, #418/#419/#423/#425 in production builds), and a visitor's page asks nothing that
 * fails: the session comes with the HTML, so /api/auth/me is never called.
 */
const PUBLIC_PAGES = [
  '/',
  '/?lang=en',
  '/przegladaj',
  '/browse',
  '/przegladaj?category=3',
  '/jak-to-dziala',
  '/how-it-works',
  '/o-nas',
  '/about',
  '/faq',
  '/faq?lang=en',
  '/kontakt',
  '/contact',
];

test.describe('server rendering', () => {
  for (const path of PUBLIC_PAGES)
    test(`${path}: the server's HTML has the page, and it hydrates without a warning or a failed request`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      const asked: string[] = [];
      page.on('request', (r) => asked.push(new URL(r.url()).pathname));
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });

      const res = await page.goto(path, { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(200);
      // The page was in the HTML itself, before any script ran.
      const html = await res!.text();
      expect(html).toMatch(/<div id="root"><div class="flex min-h-screen/);
      expect(html).toMatch(/<h1[^>]*>/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hydrated: the language switch answers (a button only React gives a handler to).
      await expect(page.getByRole('banner').getByRole('group').first()).toBeVisible();
      expect(problems).toEqual([]);
      expect(failed).toEqual([]);
      expect(asked).not.toContain('/api/auth/me');
    });

  test('an item page in both languages: rendered, hydrated, then interactive', async ({ page, request }) => {
    const [item] = (await (await request.get('/api/items')).json()) as { id: number; name: string }[];
    for (const path of [`/przedmiot/${item.id}`, `/item/${item.id}`]) {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      const res = await page.goto(path, { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(200);
      expect(await res!.text()).toContain(item.name.replace(/&/g, '&amp;'));
      await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
      expect(problems).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test("an item page's scripts are asked for once its main photo is in: the photo has the network first", async ({
    page,
    request,
  }) => {
    const [item] = (await (await request.get('/api/items')).json()) as { id: number; imageUrls: string[] }[];
    const events: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js')) events.push(`script ${path.split('/').pop()}`);
      if (path.startsWith('/texts/')) events.push('texts');
    });
    // The first photo in whichever size the browser picks from its srcset (the full one or the card's).
    const photoBase = item.imageUrls[0].replace(/\.webp$/, '');
    page.on('requestfinished', (r) => {
      if (new URL(r.url()).pathname.startsWith(photoBase) && !events.includes('photo')) events.push('photo');
    });
    const res = await page.goto(`/przedmiot/${item.id}`, { waitUntil: 'networkidle' });
    // The head names the page's first script only; the app's entry and its modulepreloads wait in a list.
    const head = (await res!.text()).split('</head>')[0];
    expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/boot-[\w-]+\.js"><\/script>/);
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('/texts/');
    // boot.js first, then the photo, and only then the app's modules and texts; the page is live in the end.
    const photo = events.indexOf('photo');
    expect(events[0]).toMatch(/^script boot-/);
    expect(photo).toBeGreaterThan(0);
    expect(events.slice(1, photo)).toEqual([]);
    expect(events.slice(photo + 1)).toEqual(
      expect.arrayContaining(['texts', expect.stringMatching(/^script framework-/)]),
    );
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
  });

  test("a page's own modules are linked by the boot script, once each, not while React hydrates (decision 0086)", async ({
    page,
    request,
  }) => {
    const [item] = (await (await request.get('/api/items')).json()) as { id: number }[];
    // Who adds each modulepreload link: the boot script (`append`), or Vite's loader (`appendChild`, called by React
    // while it hydrates).
    await page.addInitScript(() => {
      const links: [string, string][] = [];
      (window as unknown as { links: typeof links }).links = links;
      const note = (node: unknown) => {
        if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
          const by = /\/assets\/(boot|preload-helper)-/.exec(new Error().stack ?? '')?.[1] ?? 'other';
          links.push([new URL(node.href).pathname, by]);
        }
      };
      const head = HTMLHeadElement.prototype;
      // Kept to be called with the head as `this`, below.
      // eslint-disable-next-line @typescript-eslint/unbound-method
      const { append, appendChild } = head;
      head.appendChild = function <T extends Node>(this: HTMLHeadElement, node: T): T {
        note(node);
        return appendChild.call(this, node) as T;
      };
      head.append = function (this: HTMLHeadElement, ...nodes: (Node | string)[]) {
        nodes.forEach(note);
        append.apply(this, nodes);
      };
    });
    const res = await page.goto(`/przedmiot/${item.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    const head = (await res!.text()).split('</head>')[0];
    const list = JSON.parse(/<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(head)![1]) as {
      preloads: string[];
      page: string[];
    };
    expect(list.page).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/item-page-[\w-]+\.js$/)]));
    const links = await page.evaluate(() => (window as unknown as { links: [string, string][] }).links);
    const linkedBy = new Map(links);
    for (const file of [...list.preloads, ...list.page]) expect(linkedBy.get(file), file).toBe('boot');
    // Linked once each: Vite's loader adds only what the page did not link (the modules of what opens later).
    expect(new Set(links.map(([file]) => file)).size).toBe(links.length);
  });

  test('a tab that paints no frame (opened in the background) still starts its app within seconds', async ({
    page,
  }) => {
    // A background tab runs no animation frames until it is shown; boot.ts must not wait for one for ever.
    // The page's first script is refused its frames (the test's own waiting keeps them).
    await page.addInitScript(() => {
      const frame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => (new Error().stack?.includes('/assets/boot-') ? 0 : frame(callback));
    });
    const started = Date.now();
    await page.goto('/przedmiot/1');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('after a navigation in the browser the tab’s title and description are the next page’s, as the server writes them', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/jak-to-dziala')).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)![1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1];
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Jak to działa' }).first().click();
    await expect(page).toHaveURL(/\/jak-to-dziala$/);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  });

  test('a chosen language wins after the page has loaded: a Polish choice on an English address', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'pl'));
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('banner').getByRole('group', { name: 'Język' })).toBeVisible();
  });
});
