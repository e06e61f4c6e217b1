import { Suspense } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { AlertStack } from "../../components/alerts/alert-stack";
import { useFocusKeptInDialogs } from "../../components/feedback/dialog-focus";
import { PageSpinner } from "../../components/feedback/page-spinner";
import { SecondFactorGate } from "../../components/guards/second-factor-gate";
import { useAccountLanguage } from "../../components/language/account-language";
import { PageTitleProvider } from "../../components/routing/page-title";
import { useFocusOnRouteChange } from "../../components/routing/route-focus";
import { useT } from "../../lib/i18n";
import { useSiteName } from "../../lib/site-config";
import { SetupBanner } from "./setup-banner";
import { SiteFooter } from "./site-footer";
import { SiteNavbar } from "./site-navbar";

export function RootLayout() {
  const navigation = useNavigation();
  const siteName = useSiteName();
  const t = useT("common");
  useFocusOnRouteChange();
  useFocusKeptInDialogs();
  useAccountLanguage();
  return (
    <PageTitleProvider siteName={siteName}>
      <div className="d-flex flex-column min-vh-100">
        <a href="#main" className="visually-hidden-focusable skip-link">
          {t("common.skipToContent")}
        </a>
        {navigation.state === "loading" && (
          <div className="route-progress" role="progressbar" aria-label={t("common.loadingPage")} />
        )}
        <SetupBanner />
        {/* The alert lies over the navbar, which stays at the top of the screen with it. */}
        <div className="site-top sticky-top">
          <SiteNavbar />
          <AlertStack />
        </div>
        <main id="main" className="flex-grow-1">
          <SecondFactorGate>
            {/* A page's routes load its words with its code (lazyPage); should a part of it need words
                not in yet (an error page shown in its place), it waits here for them, never the shell. */}
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </SecondFactorGate>
        </main>
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </PageTitleProvider>
  );
}
