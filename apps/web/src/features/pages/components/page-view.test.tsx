import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

// Issue 30: a reader's page at /p/{slug}/, and the privacy policy, which is such a page.

const rules = {
  slug: "rules",
  title: "Server rules",
  content: "<h2>Building</h2><p>No <strong>griefing</strong>.</p>",
  updated_at: "2026-11-28T09:00:00.000Z",
};

describe("a custom page", () => {
  it("shows its title and content, and is titled by it", async () => {
    renderApp("/p/rules/", {
      handler: (url) => (url.pathname === "/core/api/pages/rules/" ? { body: rules } : undefined),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Server rules" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Building" })).toBeInTheDocument();
    expect(screen.getByText("griefing").tagName).toBe("STRONG");
    await waitFor(() => expect(document.title).toBe("Server rules · Test Craft"));
  });

  it("shows placeholders while it loads", async () => {
    const { container } = renderApp("/p/rules/", {
      handler: (url) => (url.pathname === "/core/api/pages/rules/" ? { body: rules } : undefined),
    });
    await waitFor(() => expect(container.querySelector(".placeholder-glow")).not.toBeNull());
    await screen.findByRole("heading", { level: 1, name: "Server rules" });
    expect(container.querySelector(".placeholder-glow")).toBeNull();
  });

  it("shows the not-found page when the server answers 404 (missing, a draft, or not for this reader)", async () => {
    renderApp("/p/staff-only/", {
      handler: (url) =>
        url.pathname === "/core/api/pages/staff-only/"
          ? { status: 404, body: { message: "Page not found." } }
          : undefined,
    });
    expect(
      await screen.findByText("Sorry, the page you are looking for does not exist, or has been moved."),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Page not found · Test Craft"));
  });
});

describe("the privacy policy", () => {
  it("shows the privacy page the owner wrote", async () => {
    renderApp("/privacy-policy/", {
      handler: (url) =>
        url.pathname === "/core/api/pages/privacy-policy/"
          ? { body: { ...rules, slug: "privacy-policy", title: "Privacy policy", content: "<p>Run by Alex.</p>" } }
          : undefined,
    });
    expect(await screen.findByText("Run by Alex.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeInTheDocument();
  });

  it("falls back to the first text, with the site's name, when the page is gone", async () => {
    renderApp("/privacy-policy/");
    expect(await screen.findByText(/Test Craft is the community website of a Minecraft server/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contact form" })).toHaveAttribute("href", "/contact-us/");
  });

  it("names the operator the owner set in the settings under the text (issue 30)", async () => {
    renderApp("/privacy-policy/", { site: { operator: { name: "Jane Doe", contact: "privacy@craft.example" } } });
    const section = await screen.findByRole("region", { name: "Who is responsible for your data" });
    expect(section).toHaveTextContent(
      "This site is run by Jane Doe, who can be reached at privacy@craft.example. You can also write to us",
    );
  });
});

describe("custom pages in other languages", () => {
  it("shows the page as the owner wrote it, and says so in German when it cannot be fetched", async () => {
    await act(() => activateLocale("de"));
    const view = renderApp("/p/rules/", {
      handler: (url) => (url.pathname === "/core/api/pages/rules/" ? { body: rules } : undefined),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Server rules" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Building" })).toBeInTheDocument();
    view.unmount();
    renderApp("/p/rules/", {
      handler: (url) => (url.pathname === "/core/api/pages/rules/" ? { status: 500, body: {} } : undefined),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Beim Laden der Seite ist ein Fehler aufgetreten.");
  });

  it("titles the privacy policy and names who runs the site in German", async () => {
    await act(() => activateLocale("de"));
    renderApp("/privacy-policy/", { site: { operator: { name: "Jane Doe", contact: "privacy@craft.example" } } });
    expect(await screen.findByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeInTheDocument();
    // The page is gone (the test server has none): the first text, in German.
    expect(screen.getByText(/Test Craft ist die Community-Website eines Minecraft-Servers/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kontaktformular" })).toHaveAttribute("href", "/contact-us/");
    const section = screen.getByRole("region", { name: "Wer für deine Daten verantwortlich ist" });
    expect(section).toHaveTextContent(
      "Diese Website wird von Jane Doe betrieben, erreichbar unter privacy@craft.example. Du kannst uns auch über das Kontaktformular der Website schreiben.",
    );
    expect(screen.getByRole("link", { name: "das Kontaktformular der Website" })).toHaveAttribute(
      "href",
      "/contact-us/",
    );
    await waitFor(() => expect(document.title).toBe("Datenschutzerklärung · Test Craft"));
  });

  it("lists the console's pages in Spanish, with the count in words and the visibility named", async () => {
    await act(() => activateLocale("es"));
    renderApp("/admin/pages/", {
      user: signedIn({ username: "TheOwner", groups: ["owner"] }),
      handler: (url) =>
        url.pathname === "/admin/api/pages/"
          ? {
              body: {
                pages: [
                  {
                    id: 4,
                    slug: "rules",
                    title: "Server rules",
                    visibility: "signed_in",
                    groups: [],
                    published: false,
                    updated_at: "2026-11-28T09:00:00.000Z",
                    updated_by: null,
                  },
                ],
                page: 1,
                page_count: 1,
                total: 1,
              },
            }
          : undefined,
    });
    expect(await screen.findByText("1 página, la última modificada primero.", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Quién puede verla" })).toBeInTheDocument();
    expect(screen.getByText("Jugadores con sesión iniciada")).toBeInTheDocument();
    expect(screen.getByText("Borrador")).toBeInTheDocument();
    expect(screen.getByText("por el sitio")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Nueva página" })).toHaveAttribute("href", "/admin/pages/new/");
  });
});
