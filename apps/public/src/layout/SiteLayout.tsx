import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { es } from '../i18n/es';
import { Footer } from './Footer';
import { showsFooter, showsNavigation } from './frameRules';
import { Navbar } from './Navbar';
import { ScrollToTop } from './ScrollToTop';
import { PageMetadataProvider, useRouteMetadata } from '../seo/useRouteMetadata';
import { PageLoading } from '../ui/PageLoading';
import './layout.css';

const MAIN_ID = 'contenido';

/** The frame of every public page: navigation bar, main content, footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const setPageMetadata = useRouteMetadata(pathname);
  return (
    <div className="site">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {es.common.skipToContent}
      </a>
      <ScrollToTop mainId={MAIN_ID} />
      {showsNavigation(pathname) && <Navbar />}
      <main id={MAIN_ID} className="site__main" tabIndex={-1}>
        <PageMetadataProvider value={setPageMetadata}>
          <Suspense fallback={<PageLoading wholePage />}>
            <Outlet />
          </Suspense>
        </PageMetadataProvider>
      </main>
      {showsFooter(pathname) && <Footer />}
    </div>
  );
}
