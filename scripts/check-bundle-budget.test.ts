import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET_BYTES, pageBudgets, type ManifestChunk } from './check-bundle-budget.mjs';

const SCRIPT = path.resolve(import.meta.dirname, 'check-bundle-budget.mjs');

/** The shape Vite writes: the entry (index.html) preloads shared chunks, pages are dynamic imports of it. */
const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'app/routes/home-page.tsx',
      'features/items/pages/browse-page.tsx',
      'app/routes/item-page.tsx',
      'i18n/pl.json',
      'i18n/en.json',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  '_calendar.js': { file: 'assets/calendar.js', imports: ['_react.js'] },
  'i18n/pl.json': { file: 'assets/pl.js' },
  'i18n/en.json': { file: 'assets/en.js' },
  'index.css': { file: 'assets/index.css' },
  'app/routes/home-page.tsx': { file: 'assets/home.js', imports: ['index.html', '_card.js'] },
  'features/items/pages/browse-page.tsx': { file: 'assets/browse.js', imports: ['index.html'] },
  'app/routes/item-page.tsx': {
    file: 'assets/item.js',
    imports: ['index.html', '_card.js'],
    dynamicImports: ['_calendar.js'],
  },
};
const SIZES: Record<string, number> = {
  'assets/index.js': 100,
  'assets/react.js': 50,
  'assets/card.js': 7,
  'assets/calendar.js': 1000,
  'assets/pl.js': 20,
  'assets/en.js': 18,
  'assets/home.js': 3,
  'assets/browse.js': 4,
  'assets/item.js': 5,
};
const PAGES = { home: 'app/routes/home-page.tsx', item: 'src/client/app/routes/item-page.tsx' };

describe('the JavaScript budget of the first paint (issue 22 §3)', () => {
  it('counts the entry, its static imports and the page with its static imports, each once; not the texts', () => {
    const rows = pageBudgets(manifest, (f) => SIZES[f], PAGES);
    expect(rows.map((r) => [r.page, r.bytes, [...r.files].sort()])).toEqual([
      ['home', 100 + 50 + 3 + 7, ['assets/card.js', 'assets/home.js', 'assets/index.js', 'assets/react.js']],
      ['item', 100 + 50 + 5 + 7, ['assets/card.js', 'assets/index.js', 'assets/item.js', 'assets/react.js']],
    ]);
    expect(rows.every((r) => !r.over)).toBe(true);
  });

  it('counts the page’s first script (boot.ts), an entry of its own that starts the app, too', () => {
    const booted: Record<string, ManifestChunk> = {
      ...manifest,
      'boot.ts': { file: 'assets/boot.js', isEntry: true },
    };
    const sizes: Record<string, number> = { ...SIZES, 'assets/boot.js': 1 };
    const [home] = pageBudgets(booted, (f) => sizes[f], { home: PAGES.home });
    expect([home.bytes, [...home.files].sort()]).toEqual([
      100 + 50 + 3 + 7 + 1,
      ['assets/boot.js', 'assets/card.js', 'assets/home.js', 'assets/index.js', 'assets/react.js'],
    ]);
  });

  it('names a page over the budget with its largest files and fails the build; under it, passes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
    const client = path.join(dir, 'client');
    fs.mkdirSync(path.join(client, '.vite'), { recursive: true });
    fs.mkdirSync(path.join(client, 'assets'));
    fs.writeFileSync(path.join(client, '.vite', 'manifest.json'), JSON.stringify(manifest));
    for (const file of [...Object.keys(SIZES), 'assets/index.css']) fs.writeFileSync(path.join(client, file), 'x');
    const run = () => {
      try {
        return {
          code: 0,
          out: execFileSync('node', [SCRIPT], { env: { ...process.env, DIST_DIR: dir }, stdio: 'pipe' }).toString(),
        };
      } catch (e) {
        const err = e as { status: number; stdout: Buffer; stderr: Buffer };
        return { code: err.status, out: `${err.stdout.toString()}${err.stderr.toString()}` };
      }
    };
    // Random bytes do not compress: the item page's own chunk alone decides.
    fs.writeFileSync(path.join(client, 'assets', 'item.js'), crypto.randomBytes(BUDGET_BYTES + 1024));
    const failed = run();
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(/item is over the budget/);
    expect(failed.out).toMatch(/assets\/item\.js/);
    expect(failed.out).toMatch(/item over the budget of 150\.0 KiB: the build fails/);
    expect(failed.out).not.toMatch(/home is over/);
    fs.writeFileSync(path.join(client, 'assets', 'item.js'), crypto.randomBytes(BUDGET_BYTES - 4096));
    const passed = run();
    expect(passed.code).toBe(0);
    expect(passed.out).not.toMatch(/over the budget/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
