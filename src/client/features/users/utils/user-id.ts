/** A person's id from the address (/uzytkownik/{id}): a positive whole number, else null (the not-found page). */
export function parseUserId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
