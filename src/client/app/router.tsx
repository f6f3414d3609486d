import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { ROUTES, type RouteName } from '../lib/paths';

const pages: Partial<Record<RouteName, React.LazyExoticComponent<() => React.ReactNode>>> = {
  home: lazy(() => import('../features/home/pages/home-page')),
  howItWorks: lazy(() => import('../features/info/pages/how-it-works-page')),
  browse: lazy(() => import('../features/catalogue/pages/browse-page')),
  rentOut: lazy(() => import('../features/listing/pages/rent-out-page')),
  about: lazy(() => import('../features/info/pages/about-page')),
  faq: lazy(() => import('../features/info/pages/faq-page')),
  contact: lazy(() => import('../features/contact/pages/contact-page')),
  login: lazy(() => import('../features/auth/pages/login-page')),
  register: lazy(() => import('../features/auth/pages/register-page')),
  forgotPassword: lazy(() => import('../features/auth/pages/forgot-password-page')),
  resetPassword: lazy(() => import('../features/auth/pages/reset-password-page')),
  verifyEmail: lazy(() => import('../features/auth/pages/verify-email-page')),
  profile: lazy(() => import('../features/profile/pages/profile-page')),
  item: lazy(() => import('../features/item/pages/item-page')),
  myItems: lazy(() => import('../features/owner/pages/my-items-page')),
  manageListings: lazy(() => import('../features/owner/pages/manage-listings-page')),
  manageListing: lazy(() => import('../features/owner/pages/manage-listing-page')),
  rentals: lazy(() => import('../features/rentals/pages/rentals-page')),
  inbox: lazy(() => import('../features/inbox/pages/inbox-page')),
};

/** Every alias of a screen renders the same page. */
const children: RouteObject[] = Object.entries(pages).flatMap(([name, Page]) =>
  (ROUTES[name as RouteName] as readonly string[]).map((path) => ({ path, element: <Page /> })),
);

export const router = createBrowserRouter([
  { element: <RootLayout />, children: [...children, { path: '*', element: <NotFoundPage /> }] },
]);
