import type { PersonDetail } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// A person's page: access as checkboxes and free text, account actions behind confirm dialogs, and
// deletion that says what happens before it is asked for.

const owner = signedIn({ username: "TheOwner", groups: ["owner"] });

const detail = (overrides: Partial<PersonDetail> = {}): PersonDetail => ({
  id: 7,
  username: "Pixel_Pam",
  email: "pam@example.test",
  groups: ["patching"],
  permissions: ["mods.beta"],
  is_verified: false,
  two_step: false,
  is_active: true,
  date_joined: "2026-11-01T12:00:00.000Z",
  last_login: null,
  profile_img: null,
  live_sessions: 2,
  content: { appeals: 3, appeal_comments: 4, announcement_comments: 5, announcements: 1, news_networks: 2 },
  known_groups: ["administrators", "downloads", "owner", "patching"],
  known_permissions: [
    "announcements.create",
    "announcements.delete",
    "announcements.edit",
    "downloads",
    "downloads.modify",
  ],
  is_last_owner: false,
  ...overrides,
});

function personServer(start: PersonDetail) {
  let current = start;
  const posts: { path: string; body: unknown; method: string }[] = [];
  const handler = (url: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? "GET";
    if (url.pathname === "/admin/api/people/7/" && method === "GET") return { body: current };
    if (url.pathname.startsWith("/admin/api/people/7/")) {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      posts.push({ path: url.pathname, body, method });
      if (method === "DELETE") return { body: { message: "Deleted the account of Pixel_Pam." } };
      if (url.pathname.endsWith("/access/")) current = { ...current, ...body };
      if (url.pathname.endsWith("/deactivate/")) current = { ...current, is_active: false, live_sessions: 0 };
      if (url.pathname.endsWith("/verify/")) current = { ...current, is_verified: true };
      if (url.pathname.endsWith("/end-sessions/")) return { body: { message: "Ended 2 sessions.", ended: 2 } };
      if (url.pathname.endsWith("/minecraft/unlink/")) {
        const { minecraft: _gone, ...rest } = current;
        current = rest;
        return { body: { message: "Pixel_Pam is no longer linked to the Minecraft account Pam_MC.", person: current } };
      }
      return { body: { message: "Saved.", person: current } };
    }
    if (url.pathname === "/admin/api/people/")
      return { body: { people: [], page: 1, total: 0, more: false, page_count: 0 } };
    return undefined;
  };
  return { handler, posts };
}

describe("a person's page", () => {
  it("shows the linked Minecraft account and unlinks it after asking (issue 32)", async () => {
    const minecraft = {
      uuid: "4566e69f-c907-48ee-8d71-d7ba5aa00d20",
      name: "Pam_MC",
      linked_at: "2026-11-20T12:00:00.000Z",
    };
    const server = personServer(detail({ minecraft }));
    renderApp("/admin/people/7/", { user: owner, handler: server.handler });
    const heading = await screen.findByRole("heading", { name: "Minecraft account" });
    const card = within(heading.closest(".card") as HTMLElement);
    expect(card.getByText("Pam_MC")).toBeInTheDocument();
    expect(card.getByText(minecraft.uuid)).toBeInTheDocument();
    await userEvent.click(card.getByRole("button", { name: "Unlink" }));
    const dialog = await screen.findByRole("dialog", { name: "Unlink Pixel_Pam's Minecraft account?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Unlink" }));
    expect(
      await screen.findByText("Pixel_Pam is no longer linked to the Minecraft account Pam_MC."),
    ).toBeInTheDocument();
    expect(await card.findByText("No Minecraft account is linked.")).toBeInTheDocument();
    expect(server.posts.at(-1)).toMatchObject({ path: "/admin/api/people/7/minecraft/unlink/", method: "POST" });
  });

  it("says whether the person has two-step sign-in", async () => {
    renderApp("/admin/people/7/", { user: owner, handler: personServer(detail({ two_step: true })).handler });
    expect(await screen.findByText(/Two-step sign-in on/)).toBeInTheDocument();
  });

  it("saves groups, known and custom permissions, refusing a malformed custom name", async () => {
    const server = personServer(detail());
    renderApp("/admin/people/7/", { user: owner, handler: server.handler });
    expect(await screen.findByRole("heading", { name: "Pixel_Pam" })).toBeInTheDocument();
    expect(screen.getByLabelText("patching")).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("administrators"));
    await user.click(screen.getByLabelText("patching"));
    await user.click(screen.getByLabelText("downloads.modify"));
    await user.type(screen.getByLabelText("Custom permission"), "Not Valid!");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByText("Use lower-case letters, digits and . _ : -")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Custom permission"));
    await user.type(screen.getByLabelText("Custom permission"), "events.host{Enter}");
    await user.click(screen.getByRole("button", { name: "Remove mods.beta" }));
    await user.click(screen.getByRole("button", { name: "Save access" }));
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    expect(server.posts).toEqual([
      {
        path: "/admin/api/people/7/access/",
        method: "POST",
        body: { groups: ["administrators"], permissions: ["downloads.modify", "events.host"] },
      },
    ]);
  });

  it("deactivates only after the confirm dialog, and marks verified", async () => {
    const server = personServer(detail());
    renderApp("/admin/people/7/", { user: owner, handler: server.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Deactivate" }));
    const dialog = screen.getByRole("dialog", { name: "Deactivate Pixel_Pam?" });
    expect(dialog).toHaveTextContent("Their 2 live sessions end at once");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.posts).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("Deactivated: cannot sign in.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reactivate" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark verified" }));
    await waitFor(() => expect(screen.getByText("E-mail verified.")).toBeInTheDocument());
    expect(server.posts.map((post) => post.path)).toEqual([
      "/admin/api/people/7/deactivate/",
      "/admin/api/people/7/verify/",
    ]);
  });

  it("says what deleting does before the button and again in the dialog, then returns to the people", async () => {
    const server = personServer(detail());
    const { router } = renderApp("/admin/people/7/", { user: owner, handler: server.handler });
    const zone = (await screen.findByRole("heading", { name: "Delete account" })).closest(".card") as HTMLElement;
    expect(zone).toHaveTextContent(
      "Deleted: 3 appeals (with every comment on them), 4 comments on appeals, 5 comments on announcements, 2 news networks (whose feed URLs stop working)",
    );
    expect(zone).toHaveTextContent("Kept: 1 announcement they wrote, shown as by a former member");
    const user = userEvent.setup();
    await user.click(within(zone).getByRole("button", { name: "Delete Pixel_Pam" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Pixel_Pam?" });
    expect(dialog).toHaveTextContent("Deleted: 3 appeals");
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/people/"));
    expect(await screen.findByText("Deleted the account of Pixel_Pam.")).toBeInTheDocument();
    expect(server.posts).toEqual([{ path: "/admin/api/people/7/", method: "DELETE", body: undefined }]);
  });

  it("keeps the last active owner's owner group, deactivation and deletion out of reach", async () => {
    const server = personServer(detail({ groups: ["owner"], is_last_owner: true, is_verified: true }));
    renderApp("/admin/people/7/", { user: owner, handler: server.handler });
    expect(await screen.findByLabelText("owner")).toBeDisabled();
    expect(screen.getByText(/last active owner keeps the owner group/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Deactivate" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete Pixel_Pam" })).toBeDisabled();
  });

  it("shows the not-found page for an unknown person", async () => {
    renderApp("/admin/people/8/", {
      user: owner,
      handler: (url) =>
        url.pathname === "/admin/api/people/8/" ? { status: 404, body: { message: "No such account." } } : undefined,
    });
    expect(await screen.findByText(/the page you are looking for does not exist/)).toBeInTheDocument();
  });
});
