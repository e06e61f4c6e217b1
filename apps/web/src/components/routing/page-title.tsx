import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { type UIMatch, useMatches } from "react-router";
import { useCatalogueVersion, useT } from "../../lib/i18n";

/**
 * What a route object may carry in `handle`: its page's title, shown as "{title} · {site name}".
 * Every route that renders a page gives one (app/routes.test.tsx checks the whole tree).
 */
export interface RouteHandle {
  /** A message id ("announcements.title.list") of the namespace the route's lazyPage loads. */
  title?: string;
}

type SetTitle = (title: string | undefined) => void;

const PageTitleContext = createContext<SetTitle>(() => undefined);

/**
 * A title only known once the page has its data (the player's name on a punishment, the
 * announcement's title): it stands in for the route's own `handle.title` while the page is shown.
 */
export function usePageTitle(title: string | undefined) {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    // Not known yet (still loading) or shown by an error page instead: leave the title to others.
    if (title === undefined) return;
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
}

function routeTitle(matches: UIMatch[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** Builds the document title from the deepest route's `handle.title` or a page's `usePageTitle`. */
export function PageTitleProvider({ siteName, children }: { siteName: string; children: ReactNode }) {
  const [pageTitle, setPageTitle] = useState<string>();
  const t = useT();
  // A route's title is a message of the route's namespace, which may come in after the first render.
  useCatalogueVersion();
  const handleTitle = routeTitle(useMatches());
  const fromRoute = handleTitle && t(handleTitle);
  const title = pageTitle ?? fromRoute;
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
  return <PageTitleContext.Provider value={setPageTitle}>{children}</PageTitleContext.Provider>;
}
