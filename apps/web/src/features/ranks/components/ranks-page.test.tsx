import { GROUP_PERMISSION_NAMES, type Rank } from "@bastion/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

// Issue 30, ranks: the owner's groups in rank order, created with a badge preview, reordered by
// keyboard with an announcement, deleted after a confirmation (built-ins never).

const owner = signedIn({ username: "TheOwner", groups: ["owner"] });

const rank = (id: number, name: string, overrides: Partial<Rank> = {}): Rank => ({
  id,
  name,
  description: "",
  colour: null,
  badge: null,
  position: id,
  is_staff: false,
  built_in: false,
  permissions: [],
  members: 0,
  ...overrides,
});

function ranksServer() {
  let ranks: Rank[] = [
    rank(1, "owner", {
      built_in: true,
      is_staff: true,
      colour: "#e5484d",
      badge: "Owner",
      permissions: [...GROUP_PERMISSION_NAMES],
      members: 1,
    }),
    rank(2, "administrators", { built_in: true, is_staff: true, colour: "#3e63dd", badge: "Administrator" }),
    rank(3, "downloads", { built_in: true }),
    rank(5, "vip", { colour: "#ffd700", badge: "VIP", members: 2 }),
  ];
  const sent: { method: string; path: string; body: unknown }[] = [];
  const handler = (url: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (!url.pathname.startsWith("/admin/api/ranks/")) return undefined;
    if (method !== "GET") sent.push({ method, path: url.pathname, body });
    if (url.pathname === "/admin/api/ranks/" && method === "GET") return { body: { ranks } };
    if (url.pathname === "/admin/api/ranks/" && method === "POST") {
      const created = rank(9, body.name, { ...body, colour: body.colour || null, badge: body.badge || null });
      ranks = [...ranks, created];
      return { status: 201, body: { message: `Created the group ${body.name}.`, rank: created } };
    }
    if (url.pathname === "/admin/api/ranks/order/") {
      ranks = body.ids.map((id: number) => ranks.find((one) => one.id === id));
      return { body: { message: "Saved the rank order.", ranks } };
    }
    const id = Number(url.pathname.split("/")[4]);
    if (method === "DELETE") {
      ranks = ranks.filter((one) => one.id !== id);
      return { body: { message: "Deleted the group vip (2 members removed from it)." } };
    }
    return undefined;
  };
  return { handler, sent };
}

describe("the ranks page", () => {
  it("lists the groups in rank order with their badges; built-ins have no delete button", async () => {
    const { handler } = ranksServer();
    renderApp("/admin/ranks/", { user: owner, handler });
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "owner",
      "administrators",
      "downloads",
      "vip",
    ]);
    expect(within(items[3] as HTMLElement).getByTitle("Rank: vip")).toHaveStyle({ backgroundColor: "#ffd700" });
    // Black on gold, white on the owner's red would not be AA: readableTextOn picks.
    expect(within(items[3] as HTMLElement).getByTitle("Rank: vip")).toHaveStyle({ color: "#000000" });
    expect(screen.queryByRole("button", { name: "Delete owner" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete downloads" })).toBeNull();
    expect(screen.getByRole("button", { name: "Delete vip" })).toBeInTheDocument();
    const tabs = screen.getByRole("navigation", { name: "Admin sections" });
    expect(within(tabs).getByRole("link", { name: "Ranks" })).toHaveAttribute("aria-current", "page");
  });

  it("creates a rank with a colour, previewing its badge, and sends the whole form", async () => {
    const { handler, sent } = ranksServer();
    renderApp("/admin/ranks/", { user: owner, handler });
    await userEvent.click(await screen.findByRole("button", { name: "New rank" }));
    const dialog = await screen.findByRole("dialog", { name: "New rank" });
    await userEvent.type(within(dialog).getByLabelText("Name"), "Moderator");
    expect(within(dialog).getByLabelText("Name")).toHaveValue("moderator");
    await userEvent.type(within(dialog).getByLabelText("Badge text"), "Mod");
    await userEvent.type(within(dialog).getByLabelText("Colour"), "#22aa55");
    expect(within(dialog).getByTitle("Rank: moderator")).toHaveTextContent("Mod");
    expect(within(dialog).getByTitle("Rank: moderator")).toHaveStyle({ backgroundColor: "#22aa55" });
    await userEvent.click(within(dialog).getByLabelText(/Staff/));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /announcements\.create/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create rank" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      name: "moderator",
      description: "",
      badge: "Mod",
      colour: "#22aa55",
      is_staff: true,
      permissions: ["announcements.create"],
    });
    expect(await screen.findByText("Created the group moderator.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("refuses a malformed colour before sending", async () => {
    const { handler, sent } = ranksServer();
    renderApp("/admin/ranks/", { user: owner, handler });
    await userEvent.click(await screen.findByRole("button", { name: "New rank" }));
    const dialog = await screen.findByRole("dialog", { name: "New rank" });
    await userEvent.type(within(dialog).getByLabelText("Name"), "crew");
    await userEvent.type(within(dialog).getByLabelText("Colour"), "red");
    expect(within(dialog).getByText("Colour must look like #1a2b3c.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Create rank" })).toBeDisabled();
    expect(sent).toHaveLength(0);
  });

  it("moves a rank up by keyboard, saves the whole order and announces it, keeping focus on the button", async () => {
    const { handler, sent } = ranksServer();
    renderApp("/admin/ranks/", { user: owner, handler });
    const up = await screen.findByRole("button", { name: "Move up: vip" });
    up.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ ids: [1, 2, 5, 3] });
    expect(await screen.findByText("vip moved to position 3 of 4.")).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["owner", "administrators", "vip", "downloads"]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Move up: vip" })).toHaveFocus());
    expect(screen.getByRole("button", { name: "Move up: owner" })).toBeDisabled();
  });

  it("deletes a custom rank after saying its members lose it", async () => {
    const { handler, sent } = ranksServer();
    renderApp("/admin/ranks/", { user: owner, handler });
    await userEvent.click(await screen.findByRole("button", { name: "Delete vip" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete vip?" });
    expect(dialog).toHaveTextContent("Its 2 members lose the group, its badge and its permissions.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete group" }));
    expect(await screen.findByText("Deleted the group vip (2 members removed from it).")).toBeInTheDocument();
    expect(sent).toEqual([{ method: "DELETE", path: "/admin/api/ranks/5/", body: undefined }]);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "vip" })).toBeNull());
  });

  it("is shown in Spanish: the list's words, the new rank's form and what each permission allows", async () => {
    await act(() => activateLocale("es"));
    const { handler } = ranksServer();
    renderApp("/admin/ranks/", { user: owner, handler });
    const items = await screen.findAllByRole("listitem");
    const vip = items[3] as HTMLElement;
    expect(within(vip).getByText("2 miembros · sin permisos")).toBeInTheDocument();
    expect(within(vip).getByRole("button", { name: "Subir: vip" })).toHaveTextContent("Subir");
    expect(within(items[0] as HTMLElement).getByText("Integrado")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Nuevo rango" }));
    const dialog = await screen.findByRole("dialog", { name: "Nuevo rango" });
    expect(within(dialog).getByLabelText("Texto de la insignia")).toHaveAttribute("placeholder", "El nombre");
    expect(within(dialog).getByText("Escribir anuncios nuevos.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Crear rango" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeInTheDocument();
  });
});
