/** The number of pending requests next to a tab's name (nothing when there are none). */
export function TabCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return <span className="rounded-full bg-amber-100 px-2 text-xs leading-5 font-semibold text-amber-900">{count}</span>;
}
