import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";
import { activateLocale } from "../../lib/i18n";

describe("error pages", () => {
  it("shows the 404 page for any unknown path", async () => {
    renderApp("/no/such/page/");
    expect(
      await screen.findByText("Sorry, the page you are looking for does not exist, or has been moved."),
    ).toBeInTheDocument();
  });

  it.each([
    ["/error/403/", "403 Access Forbidden"],
    ["/error/500/", "Unexpected Error Occurred"],
    ["/error/must-be-logged-in/", "User account needed"],
    ["/error/400/", "Bad request"],
    ["/error/error-loading-requested-page/", "Error loading the requested page"],
  ])("%s shows '%s'", async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
  });

  it("says 403 once on the forbidden page: in the spec's title, not again above it", async () => {
    renderApp("/error/403/");
    expect(await screen.findByRole("heading", { level: 1, name: "403 Access Forbidden" })).toBeInTheDocument();
    expect(screen.queryByText("403", { exact: true })).not.toBeInTheDocument();
  });

  it("offers one primary button on 'User account needed': Sign in, with Register and Go home beside it", async () => {
    renderApp("/error/must-be-logged-in/");
    await screen.findByRole("heading", { name: "User account needed" });
    const main = screen.getByRole("main");
    const primary = [...main.querySelectorAll(".btn-primary")].map((button) => button.textContent);
    expect(primary).toEqual(["Sign in"]);
    expect(within(main).getByRole("link", { name: "Go home" })).not.toHaveClass("btn-primary");
  });

  it("shows the footer with the year and a Privacy link", async () => {
    renderApp("/coming-soon/");
    expect(await screen.findByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy-policy/");
    const footer = screen.getByRole("contentinfo");
    await waitFor(() => expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Test Craft`));
  });
});

describe("error pages in other languages (issue 31)", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("says a page is not found in German, in the page and in the document's title", async () => {
    await act(() => activateLocale("de"));
    renderApp("/no/such/page/");
    expect(await screen.findByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeInTheDocument();
    expect(screen.getByText("Die gesuchte Seite gibt es leider nicht, oder sie wurde verschoben.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toBe("Seite nicht gefunden · Test Craft"));
  });

  it("asks a visitor to sign in, in Spanish", async () => {
    await act(() => activateLocale("es"));
    renderApp("/error/must-be-logged-in/");
    expect(await screen.findByRole("heading", { level: 1, name: "Se necesita una cuenta" })).toBeInTheDocument();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Iniciar sesión" })).toHaveClass("btn-primary");
    expect(main.getByRole("link", { name: "Registrarse" })).toHaveAttribute("href", "/register/");
  });
});
