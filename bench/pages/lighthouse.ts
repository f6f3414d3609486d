import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageFigures {
  /** Category scores, 0–100. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred (compressed, as sent), from the resource-summary audit. */
  jsBytes: number;
  /** The scored audits that fail, by category (scores under 100 only; not the performance metrics). */
  failing: string[];
  warnings: string[];
}

/** Issue 22 §4. */
export const PAGE_TARGETS = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<Category, number>,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
};

function figuresOf(lhr: Result): PageFigures {
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: summary?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? NaN,
    failing: CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id}`),
    ),
    warnings: lhr.runWarnings.map(String),
  };
}

/** Tries a failed run (a trace without its start, a page that timed out: "please run Lighthouse again") twice more. */
async function auditPage(url: string, port: number, log: (m: string) => void): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (result && !result.lhr.runtimeError) return figuresOf(result.lhr);
    const error = result?.lhr.runtimeError ?? { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
    log(`  ${url}: ${error.code}, trying again`);
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The median of each figure over several runs (Lighthouse's own advice for noisy pages). */
function medianOf(runs: PageFigures[]): PageFigures {
  const m = (pick: (f: PageFigures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, m((f) => f.scores[c])])) as Record<Category, number>,
    lcpMs: m((f) => f.lcpMs),
    tbtMs: m((f) => f.tbtMs),
    cls: m((f) => f.cls),
    jsBytes: m((f) => f.jsBytes),
    failing: [...new Set(runs.flatMap((f) => f.failing))],
    warnings: [...new Set(runs.flatMap((f) => f.warnings))],
  };
}

/**
 * Lighthouse in its default configuration (mobile: a Moto G-class screen, simulated slow 4G and a 4× slower CPU),
 * every category, in Debian's headless Chromium; `runs` runs of each page, the median kept.
 */
export async function runLighthouse(opts: {
  urls: readonly string[];
  runs: number;
  chromePath: string;
  chromePort?: number;
  log: (m: string) => void;
}): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: opts.chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    port: opts.chromePort,
    logLevel: 'silent',
  });
  try {
    const results: PageFigures[] = [];
    for (const url of opts.urls) {
      const runs: PageFigures[] = [];
      for (let i = 0; i < opts.runs; i++) {
        const started = performance.now();
        runs.push(await auditPage(url, chrome.port, opts.log));
        opts.log(`  ${url} run ${i + 1}/${opts.runs} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
      results.push(medianOf(runs));
    }
    return results;
  } finally {
    chrome.kill();
  }
}
