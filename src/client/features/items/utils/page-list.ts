/** The page links to show: first, last, and the current one with a neighbour on each side; gaps as 'gap'. */
export function pageList(current: number, last: number): (number | 'gap')[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  // Near an end, show a few more so the row keeps its length.
  if (current <= 3) [2, 3, 4].forEach((p) => wanted.add(p));
  if (current >= last - 2) [last - 3, last - 2, last - 1].forEach((p) => wanted.add(p));
  const pages = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1] > 1) out.push(p - pages[i - 1] === 2 ? p - 1 : 'gap');
    out.push(p);
  });
  return out;
}
