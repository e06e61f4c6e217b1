import type { MinecraftLinkStatus, Profile } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 32: the own profile's "Minecraft account" card, in each of its states: off, the steps with
// the link server's address and the code form (a wrong code, then the right one), linked, unlinked.

beforeAll(() => import("./profile-pages"));

const steve: Profile = {
  username: "Steve",
  profile_img: "",
  minecraft_username: "typed_name",
  discord_username: "",
  rank: "Member",
  rank_badge: null,
  date_joined: "2026-03-04T10:00:00.000Z",
  about_me: "",
};

const LINK = { uuid: "4566e69f-c907-48ee-8d71-d7ba5aa00d20", name: "Steve_MC", linked_at: "2026-11-27T10:00:00.000Z" };
const off: MinecraftLinkStatus = {
  enabled: false,
  address: null,
  link: null,
  code_minutes: 10,
  appeals_linked_player_only: false,
};
const on: MinecraftLinkStatus = {
  enabled: true,
  address: "link.craft.example",
  link: null,
  code_minutes: 10,
  appeals_linked_player_only: true,
};

function renderProfile(start: MinecraftLinkStatus) {
  let status = start;
  const sent: { path: string; body: unknown }[] = [];
  const view = renderApp("/profile/", {
    user: signedIn({ username: "Steve" }),
    handler: (url, init) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (init?.method === "POST") sent.push({ path: url.pathname, body });
      if (url.pathname === "/users/api/user-profile/") {
        return { body: status.link ? { ...steve, minecraft: { uuid: LINK.uuid, name: LINK.name } } : steve };
      }
      if (url.pathname === "/users/api/minecraft-link/") return { body: status };
      if (url.pathname === "/users/api/minecraft-link/code/") {
        if (body.code !== "ABCD-EF23") {
          return {
            status: 400,
            body: {
              message: "That code is not right.",
              code: "invalid_fields",
              errors: { code: ["That code is not right."] },
            },
          };
        }
        status = { ...status, link: LINK };
        return { body: { message: "Your account is now linked to the Minecraft account Steve_MC.", status } };
      }
      if (url.pathname === "/users/api/minecraft-link/unlink/") {
        status = { ...status, link: null };
        return { body: { message: "Your account is no longer linked to the Minecraft account Steve_MC.", status } };
      }
      return undefined;
    },
  });
  return { ...view, sent };
}

const card = async () => {
  const heading = await screen.findByRole("heading", { name: "Minecraft account" });
  const section = heading.closest("section");
  if (!section) throw new Error("no section around the heading");
  await waitFor(() => expect(within(section).queryByTestId("minecraft-link-loading")).toBeNull());
  return within(section);
};

describe("the Minecraft account card", () => {
  it("is not shown while the site runs no link server and the account has no link", async () => {
    renderProfile(off);
    await screen.findByRole("heading", { name: "Steve" });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Minecraft account" })).toBeNull());
    // The typed name stays on the card, as the spec's field.
    expect(screen.getByText("typed_name")).toBeInTheDocument();
  });

  it("shows the address to add with a copy button, refuses a wrong code, and links with the right one", async () => {
    const { sent } = renderProfile(on);
    const inCard = await card();
    expect(inCard.getByText("link.craft.example")).toBeInTheDocument();
    expect(inCard.getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(inCard.getByText(/within 10 minutes/)).toBeInTheDocument();
    const field = inCard.getByRole("textbox", { name: "Link code" });
    const button = inCard.getByRole("button", { name: "Link account" });
    expect(button).toBeDisabled();

    await userEvent.type(field, "WRONG123");
    await userEvent.click(button);
    expect(await inCard.findByText("That code is not right.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(field);
    await userEvent.type(field, "ABCD-EF23");
    await userEvent.click(inCard.getByRole("button", { name: "Link account" }));
    expect(
      await screen.findByText("Your account is now linked to the Minecraft account Steve_MC."),
    ).toBeInTheDocument();
    expect(await inCard.findByRole("button", { name: "Unlink" })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ path: "/users/api/minecraft-link/code/", body: { code: "ABCD-EF23" } });
    // The profile card now shows the verified name in place of the typed one.
    await waitFor(() => expect(screen.queryByText("typed_name")).toBeNull());
    expect(screen.getAllByText("Steve_MC").length).toBeGreaterThanOrEqual(2);
  });

  it("shows a linked account with its head and date, and unlinks after asking", async () => {
    renderProfile({ ...on, link: LINK });
    const inCard = await card();
    expect(inCard.getByText("Steve_MC")).toBeInTheDocument();
    expect(inCard.getByText("Verified")).toBeInTheDocument();
    expect(inCard.getByText(/^Linked on /)).toBeInTheDocument();
    await userEvent.click(inCard.getByRole("button", { name: "Unlink" }));
    const dialog = await screen.findByRole("dialog", { name: "Unlink your Minecraft account?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Unlink" }));
    expect(
      await screen.findByText("Your account is no longer linked to the Minecraft account Steve_MC."),
    ).toBeInTheDocument();
    expect(await inCard.findByRole("textbox", { name: "Link code" })).toBeInTheDocument();
  });
});
