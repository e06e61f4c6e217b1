import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn, siteConfig } from "../../../../test/render";

// Issue 30, settings: the owner's form, and what the rest of the site does with its answer.

const owner = signedIn({ groups: ["owner"] });
const stored = {
  site_name: "Test Craft",
  description: "",
  server_address: "play.test.example",
  discord_url: "https://discord.example/invite",
  store_url: "https://store.example",
  footer_text: "",
  operator_name: "",
  operator_contact: "",
  default_locale: "en",
  modules: { mycolony2: true, downloads: true, appeals: true, announcement_comments: true },
};

describe("the settings page", () => {
  it("saves the sections' fields and switches, and the navbar follows at once", async () => {
    let sent: Record<string, unknown> | undefined;
    const options = {
      user: owner,
      site: {} as Partial<typeof siteConfig>,
      handler: (url: URL, init: RequestInit | undefined) => {
        if (url.pathname !== "/admin/api/settings/") return undefined;
        if (init?.method !== "POST") return { body: stored };
        sent = JSON.parse(String(init.body));
        return { body: { message: "Settings saved.", settings: sent } };
      },
    };
    renderApp("/admin/settings/", options);
    for (const title of ["Site", "Links", "Privacy policy operator", "Modules"]) {
      expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    }
    const name = screen.getByLabelText("Site name");
    expect(name).toHaveValue("Test Craft");
    await userEvent.clear(name);
    await userEvent.type(name, "Renamed Craft");
    await userEvent.type(screen.getByLabelText("Operator's name"), "Jane Doe");
    const appeals = screen.getByRole("switch", { name: /^Appeals/ });
    expect(appeals).toBeChecked();
    await userEvent.click(appeals);
    // The site's default language, each offered in its own name (issue 31).
    const language = screen.getByLabelText("Default language");
    expect(language).toHaveValue("en");
    await userEvent.selectOptions(language, "Español");
    // What the server's site config says once saved: the app reads it again after the save.
    options.site = { site_name: "Renamed Craft", modules: { ...siteConfig.modules, appeals: false } };
    // One primary button, reached by the keyboard.
    const save = screen.getByRole("button", { name: "Save" });
    save.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(sent).toMatchObject({
      site_name: "Renamed Craft",
      operator_name: "Jane Doe",
      default_locale: "es",
      modules: { appeals: false },
    });
    await waitFor(() => expect(screen.queryByRole("link", { name: "Appeals" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Renamed Craft" })).toHaveAttribute("href", "/");
  });

  it("shows the server's field errors under their fields", async () => {
    renderApp("/admin/settings/", {
      user: owner,
      handler: (url, init) => {
        if (url.pathname !== "/admin/api/settings/") return undefined;
        if (init?.method !== "POST") return { body: stored };
        return {
          status: 400,
          body: {
            message: "Please correct the highlighted fields.",
            code: "invalid_fields",
            errors: { discord_url: ["Discord link must start with https:// or http://."] },
          },
        };
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("Discord link must start with https:// or http://.")).toBeInTheDocument();
    expect(screen.getByLabelText("Discord invite link")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("a switched-off module", () => {
  it("leaves the navbar and the side panel, and its pages are the not-found page", async () => {
    const off = { ...siteConfig.modules, appeals: false, mycolony2: false, downloads: false };
    renderApp("/", { user: signedIn({ groups: ["downloads"] }), site: { modules: off } });
    await userEvent.click(await screen.findByRole("button", { name: "Open the menu of Steve" }));
    const panel = await screen.findByRole("dialog");
    expect(within(panel).queryByText("Appeals")).not.toBeInTheDocument();
    expect(within(panel).queryByText("Available Downloads")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "My Colony 2" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Appeals" })).not.toBeInTheDocument();
  });

  it("shows the not-found page at its address", async () => {
    const off = { ...siteConfig.modules, downloads: false };
    renderApp("/downloads/", { user: signedIn({ groups: ["downloads"] }), site: { modules: off } });
    expect(await screen.findByRole("heading", { name: /not found/i })).toBeInTheDocument();
  });
});
