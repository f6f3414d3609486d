/**
 * Every route of the app with its aliases (spec 01 §2, spec 02 §2). The first path is the English one,
 * the second the Polish alias; `localizedPath` picks the one for the current language for links.
 */
export const ROUTES = {
  home: ['/'],
  howItWorks: ['/how-it-works', '/jak-to-dziala'],
  browse: ['/browse', '/przegladaj'],
  rentOut: ['/rent-out', '/wypozycz-przedmiot'],
  about: ['/about', '/o-nas'],
  faq: ['/faq'],
  contact: ['/contact', '/kontakt'],
  login: ['/login', '/logowanie'],
  register: ['/register', '/rejestracja'],
  forgotPassword: ['/forgot-password', '/zapomniane-haslo'],
  resetPassword: ['/reset-password', '/resetuj-haslo'],
  verifyEmail: ['/verify-email', '/weryfikacja-email'],
  profile: ['/profile', '/profil'],
  item: ['/item/:id', '/przedmiot/:id'],
  myItems: ['/my-items', '/moje-przedmioty'],
  manageListings: ['/manage-listings', '/zarzadzaj-ogloszeniami'],
  manageListing: ['/manage-listing/:id'],
  rentals: ['/rentals', '/wynajmy'],
  /** The booking page of one rental, for both of its parties (issue 19 §1). */
  rental: ['/rentals/:id', '/wynajmy/:id'],
  inbox: ['/inbox', '/skrzynka', '/messages', '/wiadomosci'],
  checkout: ['/checkout/:rentalId', '/platnosc/:rentalId'],
  /** Checkout without a rental id: the page sends the visitor home (spec 02 §2). */
  checkoutWithoutRental: ['/checkout', '/platnosc'],
  paymentSuccess: ['/payment-success', '/platnosc-udana'],
  /** The built-in test provider's pages (issue 12): its authentication step and its Przelewy24 bank. */
  testPaymentAuthenticate: ['/test-payments/authenticate'],
  testPaymentBank: ['/test-payments/bank'],
  reviews: ['/reviews', '/opinie'],
  recommendations: ['/recommendations', '/rekomendacje'],
  phoneVerification: ['/phone-verification', '/weryfikacja-telefonu'],
  kycVerification: ['/kyc-verification', '/weryfikacja-kyc'],
  admin: ['/admin'],
  adminKyc: ['/admin/kyc'],
} as const;

export type RouteName = keyof typeof ROUTES;

export function localizedPath(name: RouteName, lang: string): string {
  const paths = ROUTES[name] as readonly string[];
  return lang === 'pl' && paths.length > 1 ? paths[1] : paths[0];
}

/** The item page of one item in the language: /przedmiot/{id} in Polish, /item/{id} in English. */
export function itemPath(id: number | string, lang: string): string {
  return localizedPath('item', lang).replace(':id', encodeURIComponent(String(id)));
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
