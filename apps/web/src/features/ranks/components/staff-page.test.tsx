import type { StaffList } from "@bastion/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

// Issue 30: the staff page lists the staff groups' members by rank, to anyone.

const staff: StaffList = {
  ranks: [
    {
      name: "owner",
      badge: "Owner",
      colour: "#e5484d",
      members: [{ username: "TheOwner", profile_img: "/media/avatars/o.webp" }],
    },
    {
      name: "moderator",
      badge: "Mod",
      colour: "#22aa55",
      members: [
        { username: "Amy", profile_img: "/images/default-avatar.svg" },
        { username: "Zed", profile_img: "/images/default-avatar.svg" },
      ],
    },
  ],
  more: 0,
};

describe("the staff page", () => {
  it("groups the members by rank in rank order, each linking to their profile with the badge", async () => {
    renderApp("/staff/", {
      handler: (url) => (url.pathname === "/core/api/staff/" ? { body: staff } : undefined),
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Mod(2)" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Staff" })).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Owner(1)", "Mod(2)"]);
    const mods = screen.getByRole("region", { name: /Mod/ });
    expect(
      within(mods)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Amy", "Zed"]);
    expect(within(mods).getByRole("link", { name: "Amy" })).toHaveAttribute("href", "/profile/Amy/");
    expect(within(mods).getAllByTitle("Rank: moderator")).toHaveLength(2);
  });

  it("names the rank beside the badge's text when two staff ranks share it", async () => {
    const twins: StaffList = {
      ranks: [
        { name: "mods-eu", badge: "Mod", colour: null, members: [{ username: "Eve", profile_img: "/a.webp" }] },
        { name: "mods-us", badge: "Mod", colour: null, members: [{ username: "Sam", profile_img: "/b.webp" }] },
      ],
      more: 3,
    };
    renderApp("/staff/", {
      handler: (url) => (url.pathname === "/core/api/staff/" ? { body: twins } : undefined),
    });
    expect(await screen.findByRole("heading", { name: "Mod (mods-eu)(1)" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Mod (mods-us)(1)" })).toBeInTheDocument();
    expect(screen.getByText(/3 more are not shown/)).toBeInTheDocument();
  });

  it("says so when no one is listed", async () => {
    renderApp("/staff/", {
      handler: (url) => (url.pathname === "/core/api/staff/" ? { body: { ranks: [], more: 0 } } : undefined),
    });
    expect(await screen.findByText("No staff are listed yet.")).toBeInTheDocument();
  });

  it("is shown in German: heading, introduction and how many more are not shown", async () => {
    await act(() => activateLocale("de"));
    renderApp("/staff/", {
      handler: (url) => (url.pathname === "/core/api/staff/" ? { body: { ...staff, more: 1 } } : undefined),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Team" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("Die Leute, die den Server betreiben, nach Rang.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Mod(2)" })).toBeInTheDocument();
    expect(
      screen.getByText(/^Die ersten \d+ Teammitglieder sind aufgeführt; 1 weiteres wird nicht angezeigt\.$/),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Team · Test Craft"));
  });

  it("says no one is listed yet in Portuguese", async () => {
    await act(() => activateLocale("pt-BR"));
    renderApp("/staff/", {
      handler: (url) => (url.pathname === "/core/api/staff/" ? { body: { ranks: [], more: 0 } } : undefined),
    });
    expect(await screen.findByText("Ainda não há ninguém da equipe na lista.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Equipe" })).toBeInTheDocument();
  });
});
