import { LANGUAGES, type Language } from './limits';

/**
 * Every route of the app with its aliases (spec 01 §2, spec 02 §2). The first path is the English one,
 * the second the Polish alias. The client's router renders them (client/app/router.tsx); the server answers 404 for a
 * page path that is none of them and builds robots.txt and the sitemap from them (features/seo).
 */
export const ROUTES = {
  home: ['/'],
  howItWorks: ['/how-it-works', '/jak-to-dziala'],
  browse: ['/browse', '/przegladaj'],
  rentOut: ['/rent-out', '/wypozycz-przedmiot'],
  about: ['/about', '/o-nas'],
  faq: ['/faq'],
  /** The help centre (issue 23 §1): the list of articles, and one article by its slug in the path's language. */
  help: ['/help', '/pomoc'],
  helpArticle: ['/help/:slug', '/pomoc/:slug'],
  contact: ['/contact', '/kontakt'],
  /** The legal pages (issue 27 §2): terms, privacy policy, accessibility statement. */
  terms: ['/terms', '/regulamin'],
  privacy: ['/privacy', '/polityka-prywatnosci'],
  accessibility: ['/accessibility', '/deklaracja-dostepnosci'],
  login: ['/login', '/logowanie'],
  register: ['/register', '/rejestracja'],
  forgotPassword: ['/forgot-password', '/zapomniane-haslo'],
  resetPassword: ['/reset-password', '/resetuj-haslo'],
  verifyEmail: ['/verify-email', '/weryfikacja-email'],
  profile: ['/profile', '/profil'],
  item: ['/item/:id', '/przedmiot/:id'],
  /** A person's public profile (issue 26 §4): not in the sitemap, noindex (decision 0068). */
  userProfile: ['/user/:id', '/uzytkownik/:id'],
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
  /** The owner's payout account and payouts, their earnings (issue 24), and the test provider's onboarding page. */
  payouts: ['/payouts', '/wyplaty'],
  earnings: ['/earnings', '/zarobki'],
  testPaymentOnboarding: ['/test-payments/onboarding'],
  reviews: ['/reviews', '/opinie'],
  recommendations: ['/recommendations', '/rekomendacje'],
  /** The items a user keeps, their saved searches, and the unsubscribe link of a saved search's e-mail (issue 26 §5). */
  favourites: ['/favourites', '/ulubione'],
  savedSearches: ['/saved-searches', '/zapisane-wyszukiwania'],
  savedSearchUnsubscribe: ['/saved-searches/unsubscribe', '/zapisane-wyszukiwania/wypisz'],
  phoneVerification: ['/phone-verification', '/weryfikacja-telefonu'],
  kycVerification: ['/kyc-verification', '/weryfikacja-kyc'],
  admin: ['/admin'],
  adminKyc: ['/admin/kyc'],
  /** Damage mediation (issue 25 §3): open reports oldest first, and one report. */
  adminDamage: ['/admin/damage', '/admin/szkody'],
  /** DAC7 reporting (issue 27 §5): per calendar year, per reportable seller. */
  adminDac7: ['/admin/dac7'],
} as const;

export type RouteName = keyof typeof ROUTES;

/** The public pages without a parameter, listed in the sitemap (the item pages are listed one by one). */
export const SITEMAP_ROUTES = [
  'home',
  'browse',
  'howItWorks',
  'about',
  'faq',
  'contact',
  'help',
  'terms',
  'privacy',
  'accessibility',
] as const satisfies readonly RouteName[];

/**
 * Pages with nothing for a search engine: signed-in-only screens, forms that need an account, links carrying a token,
 * the test provider's pages. robots.txt disallows every alias of each.
 */
export const PRIVATE_ROUTES = [
  'rentOut',
  'resetPassword',
  'verifyEmail',
  'profile',
  'myItems',
  'manageListings',
  'manageListing',
  'rentals',
  'rental',
  'inbox',
  'checkout',
  'checkoutWithoutRental',
  'paymentSuccess',
  'testPaymentAuthenticate',
  'testPaymentBank',
  'payouts',
  'earnings',
  'testPaymentOnboarding',
  'reviews',
  'recommendations',
  'favourites',
  'savedSearches',
  'savedSearchUnsubscribe',
  'phoneVerification',
  'kycVerification',
  'admin',
  'adminKyc',
  'adminDamage',
  'adminDac7',
] as const satisfies readonly RouteName[];

/**
 * The language a page's address names (issue 22 §1): a route's English path English and its Polish alias Polish; a
 * route with one path for both (home, FAQ) names one only with `?lang=pl|en`. Null when the address names none.
 */
export function pathLanguage(match: RouteMatch | null, search: URLSearchParams): Language | null {
  if (!match) return null;
  if ((ROUTES[match.name] as readonly string[]).length > 1) return match.alias % 2 === 0 ? 'en' : 'pl';
  const lang = search.get('lang');
  return (LANGUAGES as readonly (string | null)[]).includes(lang) ? (lang as Language) : null;
}

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
  /** Which of the route's paths matched: even ones are English, odd ones Polish, when the route has both. */
  alias: number;
}

/** A route's pattern cut once: its name, which alias it is, and per segment the literal (lower case) or the parameter. */
interface CompiledPattern {
  name: RouteName;
  alias: number;
  parts: { literal?: string; param?: string }[];
}

/** The patterns by their number of segments, in the route list's order (the first that matches wins). */
const PATTERNS_BY_LENGTH = (() => {
  const byLength = new Map<number, CompiledPattern[]>();
  for (const [name, patterns] of Object.entries(ROUTES) as [RouteName, readonly string[]][]) {
    for (const [alias, pattern] of patterns.entries()) {
      const parts = pattern
        .split('/')
        .filter(Boolean)
        .map((part) => (part.startsWith(':') ? { param: part.slice(1) } : { literal: part.toLowerCase() }));
      const list = byLength.get(parts.length) ?? [];
      list.push({ name, alias, parts });
      byLength.set(parts.length, list);
    }
  }
  return byLength;
})();

/**
 * The route a page path (no query) names, as react-router matches it: case-insensitive, a trailing slash ignored;
 * null for a path no screen has (the client then shows its not-found screen). Every page request asks this, so the
 * patterns are cut once and only those of the path's length are tried.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  const lower = segments.map((s) => s.toLowerCase());
  for (const { name, alias, parts } of PATTERNS_BY_LENGTH.get(segments.length) ?? []) {
    const params: Record<string, string> = {};
    let matched = true;
    for (const [i, part] of parts.entries()) {
      if (part.param !== undefined) params[part.param] = segments[i];
      else if (part.literal !== lower[i]) {
        matched = false;
        break;
      }
    }
    if (matched) return { name, params, alias };
  }
  return null;
}

/** The path a matched page is spelled with in the route list (its case, no trailing slash), its parameters put in. */
export function canonicalPath(match: RouteMatch): string {
  const pattern = (ROUTES[match.name] as readonly string[])[match.alias];
  // The parameters are the path's own segments, still percent-encoded: put back as they came.
  return pattern.replace(/:(\w+)/g, (_, key: string) => match.params[key] ?? '');
}
