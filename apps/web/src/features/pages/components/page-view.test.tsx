import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../../test/render";

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
