import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { AlertStack } from "../../components/alerts/alert-stack";
import { SetupBanner } from "./setup-banner";
import { SiteFooter } from "./site-footer";
import { SiteNavbar } from "./site-navbar";

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      {navigation.state === "loading" && (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      )}
      <SetupBanner />
      <SiteNavbar />
      <AlertStack />
      <main id="main" className="flex-grow-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
