import { API_PATHS, type VisitorMenus } from "@bastion/shared";
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, siteConfig } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

const answer: VisitorMenus = {
  navbar: [
    { id: "page:7", label: "Rules", href: "/p/rules/", external: false },
    { id: "link:1", label: "Vote", href: "https://vote.example/server", external: true },
    { id: "builtin:punished", label: "Punished players", href: "/punished/", external: false },
    { id: "builtin:appeals", label: "Appeals", href: "/appeals/", external: false },
  ],
  footer: [{ id: "builtin:privacy", label: "Privacy", href: "/privacy-policy/", external: false }],
};

const withMenus = (menus: VisitorMenus) => (url: URL) =>
  url.pathname === API_PATHS.menus.visitor ? { body: menus } : undefined;

describe("the navbar and footer drawn from the menus", () => {
  it("show the owner's items in their order, another site's in a new tab said to screen readers", async () => {
    renderApp("/", { handler: withMenus(answer) });
    const nav = await screen.findByRole("link", { name: "Rules" }, { timeout: 10_000 });
    const navbar = nav.closest(".navbar-nav") as HTMLElement;
    await screen.findByRole("link", { name: /^Vote/ });
    expect(
      within(navbar)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Rules", "Vote↗ (opens another site in a new tab)", "Punished players", "Appeals"]);
    const vote = screen.getByRole("link", { name: /^Vote.*\(opens another site in a new tab\)$/ });
    expect(vote).toHaveAttribute("href", "https://vote.example/server");
    expect(vote).toHaveAttribute("target", "_blank");
    expect(vote).toHaveAttribute("rel", "noopener noreferrer");
    const footer = screen.getByRole("navigation", { name: "Footer" });
    expect(
      within(footer)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Privacy"]);
  });

  it("drop a spec item at once when its module is switched off, before the menus are asked again", async () => {
    renderApp("/", { handler: withMenus(answer), site: { modules: { ...siteConfig.modules, appeals: false } } });
    expect(await screen.findByRole("link", { name: "Rules" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Appeals" })).not.toBeInTheDocument();
  });

  it("show today's links while the menus cannot be had", async () => {
    renderApp("/");
    expect(await screen.findByRole("link", { name: "Punished players" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact us" })).toBeInTheDocument();
    const footer = screen.getByRole("navigation", { name: "Footer" });
    // Discord needs the site's link, which arrives with the site config (maybe after the navbar drew).
    expect(await within(footer).findByRole("link", { name: "Discord" })).toHaveAttribute("href", "/discord/");
    expect(within(footer).getByRole("link", { name: "Staff" })).toHaveAttribute("href", "/staff/");
  });

  it("name the spec's items in German and keep what the owner wrote as written", async () => {
    await act(() => activateLocale("de"));
    renderApp("/", { handler: withMenus(answer) });
    const nav = await screen.findByRole("link", { name: "Rules" }, { timeout: 10_000 });
    const navbar = nav.closest(".navbar-nav") as HTMLElement;
    await screen.findByRole("link", { name: /^Vote/ });
    expect(
      within(navbar)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Rules", "Vote↗ (öffnet eine andere Website in einem neuen Tab)", "Strafen", "Einsprüche"]);
    // The footer's own words belong to the shell: found by its element, not its name.
    const footer = document.querySelector("footer") as HTMLElement;
    expect(within(footer).getByRole("link", { name: "Datenschutz" })).toHaveAttribute("href", "/privacy-policy/");
  });
});
