import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { ROUTES, type RouteName } from '@/client/lib/paths';

const pages: Partial<Record<RouteName, React.LazyExoticComponent<() => React.ReactNode>>> = {
  home: lazy(() => import('@/client/app/routes/home-page')),
  howItWorks: lazy(() => import('@/client/features/info/pages/how-it-works-page')),
  browse: lazy(() => import('@/client/features/items/pages/browse-page')),
  rentOut: lazy(() => import('@/client/features/items/pages/rent-out-page')),
  about: lazy(() => import('@/client/features/info/pages/about-page')),
  faq: lazy(() => import('@/client/features/info/pages/faq-page')),
  contact: lazy(() => import('@/client/features/contact/pages/contact-page')),
  login: lazy(() => import('@/client/features/auth/pages/login-page')),
  register: lazy(() => import('@/client/features/auth/pages/register-page')),
  forgotPassword: lazy(() => import('@/client/features/auth/pages/forgot-password-page')),
  resetPassword: lazy(() => import('@/client/features/auth/pages/reset-password-page')),
  verifyEmail: lazy(() => import('@/client/features/auth/pages/verify-email-page')),
  profile: lazy(() => import('@/client/app/routes/profile-page')),
  item: lazy(() => import('@/client/app/routes/item-page')),
  myItems: lazy(() => import('@/client/app/routes/my-items-page')),
  manageListings: lazy(() => import('@/client/features/items/pages/manage-listings-page')),
  manageListing: lazy(() => import('@/client/features/items/pages/manage-listing-page')),
  rentals: lazy(() => import('@/client/features/rentals/pages/rentals-page')),
  rental: lazy(() => import('@/client/features/rentals/pages/rental-page')),
  inbox: lazy(() => import('@/client/app/routes/inbox-page')),
  checkout: lazy(() => import('@/client/app/routes/checkout-page')),
  checkoutWithoutRental: lazy(() => import('@/client/app/routes/checkout-page')),
  paymentSuccess: lazy(() => import('@/client/app/routes/payment-success-page')),
  testPaymentAuthenticate: lazy(() => import('@/client/features/payments/pages/test-authenticate-page')),
  testPaymentBank: lazy(() => import('@/client/features/payments/pages/test-bank-page')),
  reviews: lazy(() => import('@/client/features/reviews/pages/reviews-page')),
  recommendations: lazy(() => import('@/client/features/recommendations/pages/recommendations-page')),
  phoneVerification: lazy(() => import('@/client/features/phone/pages/phone-verification-page')),
  kycVerification: lazy(() => import('@/client/features/kyc/pages/kyc-verification-page')),
  admin: lazy(() => import('@/client/features/admin/pages/admin-dashboard-page')),
  adminKyc: lazy(() => import('@/client/features/admin/pages/admin-kyc-page')),
};

/** Every alias of a screen renders the same page. */
const children: RouteObject[] = Object.entries(pages).flatMap(([name, Page]) =>
  (ROUTES[name as RouteName] as readonly string[]).map((path) => ({ path, element: <Page /> })),
);

export const router = createBrowserRouter([
  { element: <RootLayout />, children: [...children, { path: '*', element: <NotFoundPage /> }] },
]);
