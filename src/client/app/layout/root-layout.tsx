import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { ChatbotLauncher } from '@/client/features/chatbot/components/chatbot-launcher';
import { needsTermsAcceptance } from '@/client/features/legal/needs-terms';
import { useCompany } from '@/client/lib/legal-info';
import { useUser } from '@/client/lib/session';
import { useTranslation } from '@/client/i18n/use-translation';
import { DocumentHead } from '@/client/app/head/document-head';
import { FAVOURITE_PARAM } from '@/client/components/favourites/favourite-param';
import { IconSprite } from '@/client/components/icons/sprite';
import { LiveEventsBridge } from '@/client/app/live-events-bridge';
import { EmailVerificationBanner } from './email-verification-banner';
import { Footer } from './footer';
import { Navbar } from './navbar';

const FavouriteIntent = lazy(() =>
  import('@/client/components/favourites/favourite-intent').then((m) => ({ default: m.FavouriteIntent })),
);

const TermsPrompt = lazy(() => import('./terms-prompt'));

/** The terms to accept (issue 27 §2): its code loads only for a user who has not accepted the current version. */
function TermsPromptWhenNeeded() {
  const { pathname } = useLocation();
  const { user } = useUser();
  if (!needsTermsAcceptance(user, pathname)) return null;
  return (
    <Suspense fallback={null}>
      <TermsPrompt />
    </Suspense>
  );
}

/** A visitor's heart, back from the login (issue 26 §5): its code loads only on an address that carries one. */
function FavouriteIntentWhenAsked() {
  const [params] = useSearchParams();
  if (!params.has(FAVOURITE_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <FavouriteIntent />
    </Suspense>
  );
}

/**
 * The app frame: navbar, the screen, footer, and the help chatbot's floating button (it outlives a navigation, and so
 * does its window). After each navigation the view scrolls smoothly to the top (spec 01 §2).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const supportEmail = useCompany()?.email ?? '';
  useEffect(() => {
    // A link to a section (/pomoc/kaucja#when-returned) goes to the section instead.
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <DocumentHead />
      <IconSprite />
      <LiveEventsBridge />
      <FavouriteIntentWhenAsked />
      <TermsPromptWhenNeeded />
      <Navbar />
      <EmailVerificationBanner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<p className="p-8 text-center text-gray-600">{t('common.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ChatbotLauncher supportEmail={supportEmail} />
    </div>
  );
}
