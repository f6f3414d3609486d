/**
 * Screens of later issues that the dashboard links to already (spec 02 §2): the reviews page and the checkout of a
 * rental, in the language's alias. They move to lib/paths.ts with their routes.
 */
export const reviewsPath = (lang: string) => (lang === 'pl' ? '/opinie' : '/reviews');

export const checkoutPath = (rentalId: number, lang: string) => `${lang === 'pl' ? '/platnosc' : '/checkout'}/${encodeURIComponent(String(rentalId))}`;
