import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '@/shared/constants/page-modules';
import { pageScriptsOf, type Manifest } from './page-scripts';

/** A build's manifest in small: two entries sharing the framework, two pages sharing a card, a stylesheet. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_framework.js', '_api.js'] },
  'boot.ts': { file: 'assets/boot-1.js' },
  '_framework.js': { file: 'assets/framework-1.js' },
  '_api.js': { file: 'assets/api-1.js', imports: ['_framework.js'] },
  '_card.js': { file: 'assets/card-1.js', imports: ['_api.js', '_icon.js'] },
  '_icon.js': { file: 'assets/icon-1.js' },
  '_style.css': { file: 'assets/style-1.css' },
  [PAGE_MODULES.item]: { file: 'assets/item-page-1.js', imports: ['_card.js', '_style.css', '_framework.js'] },
  [PAGE_MODULES.home]: { file: 'assets/home-page-1.js', imports: ['_card.js'] },
  [PAGE_MODULES.faq]: { file: 'assets/faq-page-1.js' },
};

describe('pageScriptsOf (decision 0086)', () => {
  const scripts = pageScriptsOf(manifest);

  it("lists a page module's chunk and what it imports, transitively, without the entry's own", () => {
    expect(scripts.get('item')).toEqual(['/assets/item-page-1.js', '/assets/card-1.js', '/assets/icon-1.js']);
    expect(scripts.get('home')).toEqual(['/assets/home-page-1.js', '/assets/card-1.js', '/assets/icon-1.js']);
    expect(scripts.get('faq')).toEqual(['/assets/faq-page-1.js']);
  });

  it('names nothing for a screen whose module the build does not list', () => {
    expect(scripts.get('admin')).toEqual([]);
  });
});
