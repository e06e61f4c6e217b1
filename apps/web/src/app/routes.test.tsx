import { matchWebPage, WEB_PAGES } from "@bastion/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../test/render";
import type { RouteHandle } from "../components/routing/page-title";
import { routes } from "./routes";

/**
 * Every route that shows a page (a leaf of the tree), with its full path and the title the layout
 * gives it: its own handle's, else the nearest enclosing route's (a guard wrapping an index page).
 */
function pages(tree: RouteObject[], parent = "", inherited?: string): { path: string; title: string | undefined }[] {
  return tree.flatMap((route) => {
    const path = route.path ? `${parent}${route.path.replace(/^\//, "")}/` : parent;
    const title = (route.handle as RouteHandle | undefined)?.title ?? inherited;
    if (route.children?.length) return pages(route.children, path || "/", title);
    return [{ path: path || "/", title }];
  });
}

describe("document titles", () => {
  const leaves = pages(routes);

  it("gives every page of the route tree a title of its own", () => {
    expect(leaves.length).toBeGreaterThan(20);
    const untitled = leaves.filter((leaf) => !leaf.title).map((leaf) => leaf.path);
    expect(untitled).toEqual([]);
    const titles = leaves.map((leaf) => leaf.title);
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });

  it.each([
    ["/punished/", "Punished players · Test Craft"],
    ["/announcements/", "Announcements · Test Craft"],
    ["/contact-us/", "Contact us · Test Craft"],
    ["/login/", "Sign in · Test Craft"],
    ["/no/such/page/", "Page not found · Test Craft"],
  ])("titles %s as '%s'", async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("titles a punishment with its player's name once it has loaded", async () => {
    renderApp("/punished/12/", {
      handler: (url) =>
        url.pathname === "/punished/api/inspect-punishment/12/"
          ? {
              body: {
                id: 12,
                type: "Ban",
                player: "Griefer",
                player_uuid: "069a79f4-44e9-4726-a5be-fca90e38aaf5",
                reason: "TNT at spawn",
                actioned_by: "CONSOLE",
                actioned_by_uuid: "CONSOLE",
                play_time: null,
                date: "2026-03-01T10:00:00.000Z",
                until: null,
                is_active: true,
              },
            }
          : undefined,
    });
    await waitFor(() => expect(document.title).toBe("Griefer's ban · Test Craft"));
  });

  it("titles an unknown punishment as the page that is shown, not as a punishment", async () => {
    renderApp("/punished/99/", {
      handler: (url) =>
        url.pathname === "/punished/api/inspect-punishment/99/"
          ? { status: 404, body: { message: "Not found." } }
          : undefined,
    });
    await screen.findByText("Sorry, the page you are looking for does not exist, or has been moved.");
    await waitFor(() => expect(document.title).toBe("Page not found · Test Craft"));
  });
});

describe("the server's list of pages (packages/shared/src/web-routes.ts)", () => {
  const treePaths = pages(routes)
    .map((leaf) => leaf.path.replace(/(.)\/$/, "$1"))
    .filter((path) => path !== "/*");

  it("holds exactly the pages of the route tree, so the server answers 404 only where the app shows it", () => {
    expect([...treePaths].sort()).toEqual([...WEB_PAGES].sort());
  });

  // Each page with a value in its parameters, in other cases, without its slash, with an escape,
  // with a segment too many, and paths of no page: the server must decide as the router does.
  const samples = [
    ...WEB_PAGES.map((page) => page.replaceAll(/:\w+/g, "Some%20Thing")),
    ...WEB_PAGES.map((page) => `${page.replaceAll(/:\w+/g, "7").toUpperCase()}/`),
    ...WEB_PAGES.map((page) => `${page.replaceAll(/:\w+/g, "x")}/extra/`),
    "/privacy%2Dpolicy/",
    "/punished//",
    "/punished//7/",
    "/error/404/",
    "/api/keys/x/",
    "/no/such/page/",
  ];
  it("decides which paths are no page as React Router does", () => {
    const disagreements = samples.filter((path) => {
      const routerShowsNotFound = matchRoutes(routes, path)?.at(-1)?.route.path === "*";
      return (matchWebPage(path) === undefined) !== routerShowsNotFound;
    });
    expect(samples.length).toBeGreaterThan(150);
    expect(disagreements).toEqual([]);
  });
});

describe("focus on a change of page", () => {
  it("moves focus to the new page's main heading", async () => {
    renderApp("/privacy-policy/", { user: signedIn() });
    await screen.findByRole("heading", { level: 1, name: "Privacy policy" });
    await userEvent.click(screen.getByRole("link", { name: "Contact us" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "Contact us" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute("tabindex", "-1");
  });

  it("leaves the focus alone on the first page and when only the query changes", async () => {
    const { router } = renderApp("/punished/");
    const heading = await screen.findByRole("heading", { level: 1, name: "Punished players" });
    expect(heading).not.toHaveFocus();
    const search = screen.getByPlaceholderText("Search Player Name");
    search.focus();
    await router.navigate("/punished/?search=abc");
    expect(search).toHaveFocus();
  });
});
