import { ROUTES, type RouteName } from '@/shared/constants/routes';

/** Every route of the app with its aliases: declared in shared, where the server reads them too. */
export { ROUTES, type RouteName };

export function localizedPath(name: RouteName, lang: string): string {
  const paths = ROUTES[name] as readonly string[];
  return lang === 'pl' && paths.length > 1 ? paths[1] : paths[0];
}

/** The item page of one item in the language: /przedmiot/{id} in Polish, /item/{id} in English. */
export function itemPath(id: number | string, lang: string): string {
  return localizedPath('item', lang).replace(':id', encodeURIComponent(String(id)));
}

/** A person's public profile in the language: /uzytkownik/{id} in Polish, /user/{id} in English. */
export function userPath(id: number | string, lang: string): string {
  return localizedPath('userProfile', lang).replace(':id', encodeURIComponent(String(id)));
}

/** The management page of one of the user's listings (one path in both languages). */
export function manageListingPath(id: number | string): string {
  return ROUTES.manageListing[0].replace(':id', encodeURIComponent(String(id)));
}

/** The booking page of one rental in the language: /wynajmy/{id} in Polish, /rentals/{id} in English. */
export function rentalPath(id: number | string, lang: string): string {
  return localizedPath('rental', lang).replace(':id', encodeURIComponent(String(id)));
}

/** The two rental tabs of my items (spec 02 §2): requests for my items, and what I rent; `?tab=` opens one. */
export const MY_RENTALS_TABS = ['incoming', 'rented'] as const;
export type MyRentalsTab = (typeof MY_RENTALS_TABS)[number];

/** My items in the language, on one of its rental tabs when named. */
export const myItemsPath = (lang: string, tab?: MyRentalsTab) =>
  `${localizedPath('myItems', lang)}${tab ? `?tab=${tab}` : ''}`;

/** The reviews page (spec 02 §2), in the language's alias. */
export const reviewsPath = (lang: string) => localizedPath('reviews', lang);

/** The checkout of a rental, in the language's alias. */
export const checkoutPath = (rentalId: number, lang: string) =>
  `${lang === 'pl' ? '/platnosc' : '/checkout'}/${encodeURIComponent(String(rentalId))}`;
