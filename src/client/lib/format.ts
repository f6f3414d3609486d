import { format, isValid, parse } from 'date-fns';

/** Dates in search links (spec 01 §9): YYYY-MM-DD of the local calendar day, never shifted through UTC. */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A YYYY-MM-DD text as a local date, or undefined when it is not a real calendar day. */
export function parseIsoDate(text: string | null | undefined): Date | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = parse(text, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : undefined;
}

/** Dates as shown to people (spec 01 §9): dd/MM/yyyy in both languages. */
export function formatDisplayDate(date: Date): string {
  return format(date, 'dd/MM/yyyy');
}
