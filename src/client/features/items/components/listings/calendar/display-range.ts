import { displayDateOf } from '@/shared/domain/dates';

/** A range of days as people read it: 12/07/2026 – 14/07/2026, or one day alone. */
export const displayRange = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
  startDate === endDate ? displayDateOf(startDate) : `${displayDateOf(startDate)} – ${displayDateOf(endDate)}`;
