import type { ActiveUser, SiteConfig } from "@bastion/shared";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { routes } from "../src/app/routes";
import { AlertsProvider } from "../src/components/alerts/alerts-provider";
import { ReconfirmProvider } from "../src/components/reconfirm/reconfirm-provider";
import { i18n } from "../src/lib/i18n";

export const anonymous: ActiveUser = {
  is_authenticated: false,
  username: null,
  profile_img: null,
  groups: [],
  permissions: [],
};

export const signedIn = (overrides: Partial<ActiveUser> = {}): ActiveUser => ({
  is_authenticated: true,
  username: "Steve",
  profile_img: null,
  groups: [],
  permissions: [],
  ...overrides,
});

export const siteConfig: SiteConfig = {
  site_name: "Test Craft",
  description: "",
  footer_text: "",
  operator: { name: "", contact: "" },
  modules: { mycolony2: true, downloads: true, appeals: true, announcement_comments: true },
  server_address: "play.test.example",
  discord_url: "https://discord.example/invite",
  store_url: "https://store.example",
  logo: null,
  avatar_url_template: "https://heads.example/avatar/{uuid}/64",
  bot_check: { provider: "none", site_key: null },
  needs_setup: false,
};

type Handler = (url: URL, init: RequestInit | undefined) => { status?: number; body?: unknown } | undefined;

/** Replaces fetch with a small in-memory server; returns the calls it saw. */
export function fakeServer(handler: Handler) {
  const calls: { method: string; path: string; headers: Record<string, string> }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    calls.push({
      method: init?.method ?? "GET",
      path: url.pathname,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    if (url.pathname === "/api/get_csrf_token/") return Response.json({ csrf_token: "token" });
    const answer = handler(url, init) ?? { status: 404, body: { message: "Not found." } };
    return Response.json(answer.body ?? null, { status: answer.status ?? 200 });
  }) as typeof fetch;
  return calls;
}

/** Renders the real route tree at a path, with the given active user answered by the fake server. */
export function renderApp(
  path: string,
  options: {
    /** The signed-in account; a function when it changes during the test (asked at each call). */
    user?: ActiveUser | (() => ActiveUser);
    handler?: Handler;
    site?: Partial<SiteConfig>;
  } = {},
) {
  const user = options.user ?? anonymous;
  const calls = fakeServer((url, init) => {
    if (url.pathname === "/users/api/user-basic-info/") return { body: typeof user === "function" ? user() : user };
    // Read at each call: a test may change options.site to answer differently the next time.
    if (url.pathname === "/api/site-config/") return { body: { ...siteConfig, ...options.site } };
    return options.handler?.(url, init);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AlertsProvider>
          <ReconfirmProvider>
            <RouterProvider router={router} />
          </ReconfirmProvider>
        </AlertsProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, router, calls, queryClient };
}
