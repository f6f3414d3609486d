import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { matchRoute } from '@/shared/constants/routes';
import { ROUTES, type RouteName } from '@/client/lib/paths';

type PageModule = { default: ComponentType };

/** Each screen's module, loaded when its route is first shown (route-level splitting). */
const pageModules: Partial<Record<RouteName, () => Promise<PageModule>>> = {
  home: () => import('@/client/app/routes/home-page'),
  howItWorks: () => import('@/client/features/info/pages/how-it-works-page'),
  browse: () => import('@/client/features/items/pages/browse-page'),
  rentOut: () => import('@/client/features/items/pages/rent-out-page'),
  about: () => import('@/client/features/info/pages/about-page'),
  faq: () => import('@/client/features/info/pages/faq-page'),
  help: () => import('@/client/app/routes/help-page'),
  helpArticle: () => import('@/client/app/routes/help-article-page'),
  contact: () => import('@/client/features/contact/pages/contact-page'),
  terms: () => import('@/client/features/legal/pages/terms-page'),
  privacy: () => import('@/client/features/legal/pages/privacy-page'),
  accessibility: () => import('@/client/features/legal/pages/accessibility-page'),
  login: () => import('@/client/features/auth/pages/login-page'),
  register: () => import('@/client/features/auth/pages/register-page'),
  forgotPassword: () => import('@/client/features/auth/pages/forgot-password-page'),
  resetPassword: () => import('@/client/features/auth/pages/reset-password-page'),
  verifyEmail: () => import('@/client/features/auth/pages/verify-email-page'),
  profile: () => import('@/client/app/routes/profile-page'),
  item: () => import('@/client/app/routes/item-page'),
  userProfile: () => import('@/client/app/routes/user-profile-page'),
  myItems: () => import('@/client/app/routes/my-items-page'),
  manageListings: () => import('@/client/features/items/pages/manage-listings-page'),
  manageListing: () => import('@/client/features/items/pages/manage-listing-page'),
  rentals: () => import('@/client/features/rentals/pages/rentals-page'),
  rental: () => import('@/client/features/rentals/pages/rental-page'),
  inbox: () => import('@/client/app/routes/inbox-page'),
  checkout: () => import('@/client/app/routes/checkout-page'),
  checkoutWithoutRental: () => import('@/client/app/routes/checkout-page'),
  paymentSuccess: () => import('@/client/app/routes/payment-success-page'),
  testPaymentAuthenticate: () => import('@/client/features/payments/pages/test-authenticate-page'),
  testPaymentBank: () => import('@/client/features/payments/pages/test-bank-page'),
  payouts: () => import('@/client/features/payouts/pages/payouts-page'),
  earnings: () => import('@/client/features/payouts/pages/earnings-page'),
  testPaymentOnboarding: () => import('@/client/features/payouts/pages/test-onboarding-page'),
  reviews: () => import('@/client/features/reviews/pages/reviews-page'),
  recommendations: () => import('@/client/features/recommendations/pages/recommendations-page'),
  favourites: () => import('@/client/features/favourites/pages/favourites-page'),
  savedSearches: () => import('@/client/features/favourites/pages/saved-searches-page'),
  savedSearchUnsubscribe: () => import('@/client/features/favourites/pages/unsubscribe-page'),
  phoneVerification: () => import('@/client/features/phone/pages/phone-verification-page'),
  kycVerification: () => import('@/client/features/kyc/pages/kyc-verification-page'),
  admin: () => import('@/client/features/admin/pages/admin-dashboard-page'),
  adminKyc: () => import('@/client/features/admin/pages/admin-kyc-page'),
  adminDamage: () => import('@/client/features/admin/pages/admin-damage-page'),
  adminDac7: () => import('@/client/features/admin/pages/admin-dac7-page'),
};

/** A loaded page module, kept once loaded: the first render after `preloadPage` needs no Suspense. */
const loaded = new Map<RouteName, ComponentType>();
const lazyPages = new Map<RouteName, ComponentType>(
  Object.entries(pageModules).map(([name, load]) => [name as RouteName, lazy(load)]),
);

let onFirstPage: (() => void) | null = null;

/** Runs once the first page has been shown (hydrated, for a server-rendered one): main.tsx's language switch waits. */
export function afterFirstPage(callback: () => void) {
  onFirstPage = callback;
}

/** Marks the first page shown (`data-hydrated` on <html>: the end-to-end tests wait for it) and runs the callback. */
function PageShown() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    const callback = onFirstPage;
    onFirstPage = null;
    callback?.();
  }, []);
  return null;
}

/**
 * The page of a route: the module itself once preloaded (the server before rendering, the browser before hydrating,
 * so both render the same tree without a fallback in between), else React.lazy while it loads.
 */
function Page({ name }: { name: RouteName }) {
  return (
    <>
      {createElement(loaded.get(name) ?? lazyPages.get(name)!)}
      <PageShown />
    </>
  );
}

/** Loads the module of the page a path shows (nothing for an unknown path: the not-found screen is in the entry). */
export async function preloadPage(pathname: string): Promise<void> {
  const name = matchRoute(pathname)?.name;
  const load = name ? pageModules[name] : undefined;
  if (!name || !load || loaded.has(name)) return;
  loaded.set(name, (await load()).default);
}

/** Every alias of a screen renders the same page. */
const aliasesOf = (name: RouteName): RouteObject[] =>
  (ROUTES[name] as readonly string[]).map((path) => ({ path, element: <Page name={name} /> }));

const notFound: RouteObject = {
  path: '*',
  element: (
    <>
      <NotFoundPage />
      <PageShown />
    </>
  ),
};

const inLayout = (children: RouteObject[]): RouteObject[] => [{ element: <RootLayout />, children }];

/** Every screen's routes and the not-found one: what React Router would match a path against (router.test.tsx). */
export const routes: RouteObject[] = inLayout([
  ...(Object.keys(pageModules) as RouteName[]).flatMap(aliasesOf),
  notFound,
]);

/**
 * The routes React Router matches a path against: those of the screen `matchRoute` finds (its aliases) and the
 * not-found one, made once per screen. React Router flattens, ranks and compiles every route it is given on each
 * match: over the whole list that is ~0.3 ms a render on the server and several on a phone; over one screen's few,
 * 1/20 of it. router.test.tsx checks that both lists match every alias to the same route.
 */
const screenRoutes = new Map<RouteName | null, RouteObject[]>();
export function routesOfPath(pathname: string): RouteObject[] {
  const found = matchRoute(pathname)?.name;
  const name = found && pageModules[found] ? found : null;
  let list = screenRoutes.get(name);
  if (!list) {
    list = inLayout(name ? [...aliasesOf(name), notFound] : [notFound]);
    screenRoutes.set(name, list);
  }
  return list;
}

/**
 * The screen of the current address, under <BrowserRouter> in the browser and <StaticRouter> on the server: React
 * Router's declarative mode, as the app has no loaders or actions (its data comes from TanStack Query), so the data
 * router's code is not shipped (decision 0080).
 */
export function AppRoutes() {
  return useRoutes(routesOfPath(useLocation().pathname));
}
