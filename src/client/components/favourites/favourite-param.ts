/** The query parameter that carries a visitor's heart through the login (favourite-intent.tsx completes it). */
export const FAVOURITE_PARAM = 'favourite';

/** The current address with the intent to keep `itemId`: where the login sends the visitor back. */
export function withFavouriteIntent(pathname: string, search: string, itemId: number): string {
  const params = new URLSearchParams(search);
  params.set(FAVOURITE_PARAM, String(itemId));
  return `${pathname}?${params.toString()}`;
}
