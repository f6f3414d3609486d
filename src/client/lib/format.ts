// Written out rather than with date-fns' format and parse: these run on every page's first paint, and those two
// bring date-fns' whole formatter and parser with them (issue 22 §3).
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Dates in search links (spec 01 §9): YYYY-MM-DD of the local calendar day, never shifted through UTC. */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD text as a local date, or undefined when it is not a real calendar day. */
export function parseIsoDate(text: string | null | undefined): Date | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(2000, 0, 1); // local midnight; setFullYear, unlike the constructor, reads 0-99 as such
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** Dates as shown to people (spec 01 §9): dd/MM/yyyy in both languages. */
export function formatDisplayDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}
