/** An item id from the address: a positive whole number, else null (the item-not-found screen). */
export function parseItemId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
