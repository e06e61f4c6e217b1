import { API_PATHS, defaultSiteMenus, type SiteMenus } from "@bastion/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

const owner = signedIn({ username: "Olivia", groups: ["owner"] });
const rulesPage = {
  id: 7,
  slug: "rules",
  title: "Rules",
  visibility: "everyone",
  groups: [],
  published: true,
  updated_at: "2026-11-01T10:00:00.000Z",
  updated_by: "Olivia",
};

function renderEditor(
  onSave: (body: SiteMenus) => { status?: number; body?: unknown } = (body) => ({
    body: { message: "Menus saved.", menus: body },
  }),
) {
  const saved: SiteMenus[] = [];
  const view = renderApp("/admin/menus/", {
    user: owner,
    handler: (url, init) => {
      if (url.pathname === API_PATHS.admin.menus && init?.method === "POST") {
        const body = JSON.parse(String(init.body)) as SiteMenus;
        saved.push(body);
        return onSave(body);
      }
      if (url.pathname === API_PATHS.admin.menus) return { body: defaultSiteMenus() };
      if (url.pathname === API_PATHS.pages.list)
        return { body: { pages: [rulesPage], page: 1, page_count: 1, total: 1 } };
      if (url.pathname === API_PATHS.admin.groups) return { body: { groups: ["owner", "vip"] } };
      return undefined;
    },
  });
  return { ...view, saved };
}

const navbarList = () => screen.getByRole("list", { name: "Navbar" });
const navbarNames = () =>
  within(navbarList())
    .getAllByRole("listitem")
    .map((item) => item.querySelector("strong")?.firstChild?.textContent);

describe("the Menus page", () => {
  it("moves an item by keyboard, keeps the focus on it and says where it went", async () => {
    const { saved } = renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Move Announcements up" }, { timeout: 10_000 }));
    expect(navbarNames().slice(0, 3)).toEqual(["Store", "Announcements", "Punished players"]);
    expect(screen.getByRole("button", { name: "Move Announcements up" })).toHaveFocus();
    expect(screen.getByTestId("navbar-announcement")).toHaveTextContent("Moved Announcements to position 2 of 6");
    await user.keyboard("{Enter}");
    // At the top the Up button is off: the focus moves to the item's Down button.
    expect(screen.getByRole("button", { name: "Move Announcements down" })).toHaveFocus();
    expect(screen.getByTestId("navbar-announcement")).toHaveTextContent("Moved Announcements to position 1 of 6");

    await user.click(screen.getByRole("button", { name: "Save menus" }));
    expect(await screen.findByText("Menus saved.")).toBeInTheDocument();
    expect(saved[0]?.navbar.map((item) => (item.kind === "builtin" ? item.key : item.kind))).toEqual([
      "announcements",
      "store",
      "punished",
      "mycolony2",
      "contact",
      "appeals",
    ]);
  });

  it("adds a link and a page shown to a group, and shows the server's errors at the item", async () => {
    const { saved } = renderEditor(() => ({
      status: 400,
      body: {
        message: "Please correct the highlighted fields.",
        errors: { "navbar.6.url": ["Address must start with https:// or http://."] },
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add link to navbar" }, { timeout: 10_000 }));
    const link = within(navbarList()).getAllByRole("listitem")[6];
    if (!link) throw new Error("no new link");
    await user.type(within(link).getByLabelText("Label"), "Vote");
    const address = within(link).getByLabelText("Address");
    await user.clear(address);
    await user.type(address, "ftp://vote.example");
    await user.selectOptions(within(link).getByLabelText("Shown to"), "groups");
    await user.click(within(link).getByLabelText("vip"));

    await user.selectOptions(screen.getAllByLabelText("Custom page")[0] as HTMLElement, "7");
    await user.click(screen.getByRole("button", { name: "Add page to navbar" }));
    expect(navbarNames().slice(-2)).toEqual(["Vote", "Rules"]);

    await user.click(screen.getByRole("button", { name: "Save menus" }));
    await waitFor(() =>
      expect(within(link).getByText("Address must start with https:// or http://.")).toBeInTheDocument(),
    );
    expect(saved[0]?.navbar.slice(-2)).toEqual([
      { kind: "link", label: "Vote", url: "ftp://vote.example", visible_to: "groups", groups: ["vip"] },
      { kind: "page", page_id: 7, label: "", visible_to: "everyone", groups: [] },
    ]);
  });

  it("hides a spec item with its switch", async () => {
    const { saved } = renderEditor();
    const user = userEvent.setup();
    await screen.findByRole("list", { name: "Footer" }, { timeout: 10_000 });
    const footer = screen.getByRole("list", { name: "Footer" });
    const discord = within(footer).getAllByRole("listitem")[0];
    if (!discord) throw new Error("no Discord item");
    await user.click(within(discord).getByRole("switch", { name: "Shown" }));
    await user.click(screen.getByRole("button", { name: "Save menus" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.footer[0]).toMatchObject({ kind: "builtin", key: "discord", hidden: true });
  });

  it("is shown in German: heading, the menus' names, the items' buttons and what the list says", async () => {
    await act(() => activateLocale("de"));
    renderEditor();
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 2, name: "Menüs" }, { timeout: 10_000 })).toBeInTheDocument();
    const navbar = await screen.findByRole("list", { name: "Navigationsleiste" });
    expect(screen.getByRole("list", { name: "Fußzeile" })).toBeInTheDocument();
    const names = within(navbar)
      .getAllByRole("listitem")
      .map((item) => item.querySelector("strong")?.firstChild?.textContent);
    expect(names.slice(0, 3)).toEqual(["Shop", "Bestrafte Spieler", "Ankündigungen"]);
    await user.click(screen.getByRole("button", { name: "Ankündigungen nach oben verschieben" }));
    expect(screen.getByTestId("navbar-announcement")).toHaveTextContent("Ankündigungen an Position 2 von 6 verschoben");
    await user.click(screen.getByRole("button", { name: "Link zur Navigationsleiste hinzufügen" }));
    const link = within(navbar).getAllByRole("listitem")[6];
    if (!link) throw new Error("no new link");
    expect(within(link).getByText("Neuer Link")).toBeInTheDocument();
    expect(within(link).getByLabelText("Sichtbar für")).toHaveDisplayValue("Alle");
    expect(screen.getByRole("button", { name: "Menüs speichern" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Menüs · Test Craft"));
  });
});
