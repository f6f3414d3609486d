import { toGrosze } from '@/shared/domain/pricing';

export interface ChartBar {
  month: string;
  /** The amount in grosze. */
  grosze: number;
  /** The bar's height as a share of the chart's (0 to 100). */
  percent: number;
}

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest amount (whole złoty, at least 10). */
export function niceMax(maxZl: number): number {
  if (maxZl <= 10) return 10;
  const power = 10 ** Math.floor(Math.log10(maxZl));
  for (const step of [1, 2, 5, 10]) if (step * power >= maxZl) return step * power;
  return 10 * power;
}

/**
 * The bars of the monthly chart: each month's share of the axis' round top. A month with money always shows a sliver
 * (at least 2 %), so that a small amount is not mistaken for none.
 */
export function chartBars(months: readonly { month: string; amount: string }[]): { bars: ChartBar[]; top: number } {
  const grosze = months.map((m) => toGrosze(m.amount));
  const top = niceMax(Math.max(0, ...grosze) / 100);
  const bars = months.map((m, i) => {
    const g = grosze[i];
    const percent = g <= 0 ? 0 : Math.max(2, Math.min(100, (g / (top * 100)) * 100));
    return { month: m.month, grosze: g, percent };
  });
  return { bars, top };
}
