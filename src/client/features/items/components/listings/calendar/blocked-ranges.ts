import type { BlockedDates, BlockedDatesBody } from '@/shared/schemas/calendar';

type BlockedRange = BlockedDates['blockedDates'][number];

const inDateOrder = (ranges: BlockedRange[]) =>
  ranges.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));

/**
 * The PUT body that blocks one more range (the server replaces the whole set): the kept ranges with their notes and
 * the new one, in date order. A one-day selection has no end: it is that day. The note is trimmed.
 */
export function withBlockedRange(
  current: readonly BlockedRange[],
  added: { startDate: string; endDate?: string; note: string },
): BlockedDatesBody {
  const range = { startDate: added.startDate, endDate: added.endDate ?? added.startDate, note: added.note.trim() };
  const [startDate, endDate] = [range.startDate, range.endDate].sort();
  return { blockedDates: inDateOrder([...current, { ...range, startDate, endDate }]) };
}

/** The PUT body that unblocks the range at `index` of the shown list: every other range, as it was. */
export function withoutBlockedRange(current: readonly BlockedRange[], index: number): BlockedDatesBody {
  return { blockedDates: current.filter((_, i) => i !== index) };
}
