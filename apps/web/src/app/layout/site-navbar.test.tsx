import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { anonymous, renderApp, signedIn } from "../../../test/render";
import { activateLocale } from "../../lib/i18n";

describe("navbar", () => {
  it("offers Register and the spec's Login to visitors and hides the colony-game link", async () => {
    renderApp("/");
    expect(await screen.findByRole("link", { name: "Login" })).toHaveAttribute("href", "/login/");
    expect(screen.getByRole("link", { name: "Register" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Punished players" })).toHaveAttribute("href", "/punished/");
    expect(screen.getByRole("link", { name: "Store" })).toHaveAttribute(
      "href",
      "/leaving/?to=https%3A%2F%2Fstore.example",
    );
    expect(screen.queryByRole("link", { name: "My Colony 2" })).not.toBeInTheDocument();
  });

  it("shows a plain user's side panel without the owner's or groups' items", async () => {
    renderApp("/", { user: signedIn() });
    await userEvent.click(await screen.findByRole("button", { name: "Open the menu of Steve" }));
    const panel = await screen.findByRole("dialog");
    const items = [...panel.querySelectorAll(".list-group-item")].map((el) => el.textContent);
    expect(items).toEqual(expect.arrayContaining(["Visit Your Profile", "Appeals", "Logout"]));
    expect(items).not.toContain("Admin Page");
    expect(items).not.toContain("Available Downloads");
    expect(items).not.toContain("Server Patching");
    expect(screen.getByRole("link", { name: "My Colony 2" })).toBeInTheDocument();
  });

  it("shows the owner every item, since the owner passes every group check", async () => {
    renderApp("/", { user: signedIn({ groups: ["owner"] }) });
    await userEvent.click(await screen.findByRole("button", { name: "Open the menu of Steve" }));
    const panel = await screen.findByRole("dialog");
    for (const label of ["Admin Page", "Available Downloads", "API Downloads", "Manage API Keys", "Server Patching"]) {
      expect(within(panel).getByText(label)).toBeInTheDocument();
    }
  });

  it("shows a downloads-group member the downloads link only", async () => {
    renderApp("/", { user: signedIn({ groups: ["downloads"] }) });
    await userEvent.click(await screen.findByRole("button", { name: "Open the menu of Steve" }));
    const panel = await screen.findByRole("dialog");
    expect(within(panel).getByText("Available Downloads")).toBeInTheDocument();
    expect(within(panel).queryByText("Manage API Keys")).not.toBeInTheDocument();
  });

  it("says whether the phone menu is open on its toggle button", async () => {
    renderApp("/");
    const toggle = await screen.findByRole("button", { name: "Toggle navigation" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "main-nav");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("puts the focus back on the user button when the logout is cancelled, and on the page's heading after it", async () => {
    let user = signedIn();
    renderApp("/privacy-policy/", {
      user,
      handler: (url) => {
        if (url.pathname !== "/users/api/logout/") return undefined;
        user = anonymous;
        return { body: { message: "You have been logged out." } };
      },
    });
    const menuButton = await screen.findByRole("button", { name: "Open the menu of Steve" });
    await userEvent.click(menuButton);
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Open the menu of Steve" })).toHaveFocus());

    await userEvent.click(screen.getByRole("button", { name: "Open the menu of Steve" }));
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    const dialog = await screen.findByRole("dialog", { name: "Logout" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Logout" }));
    // Logged out, the visitor is on the home page with its heading focused.
    const heading = await screen.findByRole("heading", { level: 1, name: "Test Craft" });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("asks before logging out, then logs out with the CSRF headers and says so", async () => {
    let user = signedIn();
    const { calls } = renderApp("/privacy-policy/", {
      user,
      handler: (url) => {
        if (url.pathname === "/users/api/logout/") {
          user = anonymous;
          return { body: { message: "You have been logged out." } };
        }
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Open the menu of Steve" }));
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Are you sure you would like to logout?")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByText("Are you sure you would like to logout?")).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === "/users/api/logout/")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Open the menu of Steve" }));
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    const dialog = await screen.findByRole("dialog", { name: "Logout" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("You have been logged out.")).toBeInTheDocument();
    const logoutCall = calls.find((call) => call.path === "/users/api/logout/");
    expect(logoutCall?.headers["X-CSRFToken"]).toBe("token");
  });

  it("keeps the focus in the logout dialog: Tab from its last button and Shift+Tab from its first go round", async () => {
    renderApp("/privacy-policy/", { user: signedIn() });
    await userEvent.click(await screen.findByRole("button", { name: "Open the menu of Steve" }));
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    const dialog = await screen.findByRole("dialog", { name: "Logout" });
    const close = within(dialog).getByRole("button", { name: "Close" });
    const logout = within(dialog).getByRole("button", { name: "Logout" });
    logout.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(logout).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
  });
});

describe("navbar and footer in other languages (issue 31)", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("speaks German to a visitor: the spec's Login and Register, the theme, the footer", async () => {
    await act(() => activateLocale("de"));
    renderApp("/coming-soon/", { site: { needs_setup: true } });
    expect(await screen.findByRole("heading", { level: 1, name: "Demnächst" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/login/");
    expect(screen.getByRole("link", { name: "Registrieren" })).toHaveAttribute("href", "/register/");
    expect(screen.getByRole("button", { name: "Navigation ein- oder ausblenden" })).toBeInTheDocument();
    const theme = screen.getByRole("combobox", { name: "Design" }) as HTMLSelectElement;
    expect([...theme.options].map((option) => option.text)).toEqual(["Hell", "Dunkel", "System"]);
    expect(screen.getByText("Diese Website hat noch keinen Inhaber.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Richte sie ein" })).toHaveAttribute("href", "/setup/");
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Test Craft. Nicht mit Mojang oder Microsoft verbunden.`,
    );
    expect(within(footer).getByRole("navigation", { name: "Fußzeile" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Demnächst · Test Craft"));
  });

  it("speaks German to a member: the side panel's items and the logout dialog", async () => {
    await act(() => activateLocale("de"));
    renderApp("/", { user: signedIn({ groups: ["owner"] }) });
    await userEvent.click(await screen.findByRole("button", { name: "Menü von Steve öffnen" }));
    const panel = await screen.findByRole("dialog");
    for (const label of ["Dein Profil ansehen", "Verwaltung", "Verfügbare Downloads", "API-Schlüssel verwalten"]) {
      expect(within(panel).getByText(label)).toBeInTheDocument();
    }
    await userEvent.click(within(panel).getByRole("button", { name: "Abmelden" }));
    const dialog = await screen.findByRole("dialog", { name: "Abmelden" });
    expect(within(dialog).getByText("Möchtest du dich wirklich abmelden?")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Abbrechen" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Schließen" })).toBeInTheDocument();
  });
});
