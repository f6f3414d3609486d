import { describe, expect, it } from 'vitest';
import { chartBars, niceMax } from './chart-scale';

describe('the earnings chart', () => {
  it('rounds the top of the axis to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(10);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(120)).toBe(200);
    expect(niceMax(450)).toBe(500);
    expect(niceMax(500)).toBe(500);
    expect(niceMax(501)).toBe(1000);
    expect(niceMax(9999.99)).toBe(10000);
  });

  it('scales each month to the top, a small amount still visible, none at zero', () => {
    const { bars, top } = chartBars([
      { month: '2026-01', amount: '0.00' },
      { month: '2026-02', amount: '100.00' },
      { month: '2026-03', amount: '0.50' },
      { month: '2026-04', amount: '200.00' },
    ]);
    expect(top).toBe(200);
    expect(bars.map((b) => b.percent)).toEqual([0, 50, 2, 100]);
    expect(bars[1]).toEqual({ month: '2026-02', grosze: 10000, percent: 50 });
  });

  it('draws an empty year on a 10 zł axis', () => {
    expect(chartBars([{ month: '2026-01', amount: '0.00' }])).toEqual({
      top: 10,
      bars: [{ month: '2026-01', grosze: 0, percent: 0 }],
    });
  });
});
