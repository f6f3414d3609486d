import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The app frame. After each navigation the view scrolls smoothly to the top (spec 01 §2). */
export function RootLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        <Suspense fallback={<p className="p-8 text-center text-gray-600">{t('common.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
