import type { AppealPunishment } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anonymous, renderApp, signedIn } from "../../../../test/render";

// Pages load lazily, and a busy machine can take more than a second to build the chunk.

const punishment: AppealPunishment = {
  id: 12,
  type: "Mute",
  date: "2026-11-01T12:00:00.000Z",
  player: "Notch",
  reason: "Spamming the chat with links",
  actioned_by: "ModAlex",
  until: null,
};

const admin = signedIn({ username: "Alex", groups: ["administrators"] });

describe("appeals hub", () => {
  it("asks visitors to sign in", async () => {
    renderApp("/appeals/", { user: anonymous });
    expect(await screen.findByText("User account needed")).toBeInTheDocument();
  });

  it("shows a player the three cards and no administrator actions", async () => {
    renderApp("/appeals/", { user: signedIn() });
    expect(await screen.findByRole("heading", { level: 1, name: "Appeals" })).toBeInTheDocument();
    for (const title of ["Submit Appeal", "Current Appeals", "Closed Appeals"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "View Current Appeals" })).toHaveAttribute("href", "/appeals/current/");
    expect(screen.getByRole("link", { name: "View Closed Appeals" })).toHaveAttribute("href", "/appeals/closed/");
    expect(screen.queryByRole("heading", { name: "Administrator Actions" })).not.toBeInTheDocument();
  });

  it("gives administrators their lists and the new-appeal e-mail switch", async () => {
    let saved: unknown;
    renderApp("/appeals/", {
      user: admin,
      handler: (url, init) => {
        if (url.pathname !== "/punished/api/appeal/notifications/") return undefined;
        if (init?.method === "POST") {
          saved = JSON.parse(String(init.body));
          return { body: saved };
        }
        return { body: { enabled: false } };
      },
    });
    expect(await screen.findByRole("heading", { name: "Administrator Actions" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All current appeals" })).toHaveAttribute(
      "href",
      "/appeals/current/admin/",
    );
    expect(screen.getByRole("link", { name: "All closed appeals" })).toHaveAttribute("href", "/appeals/closed/admin/");
    const toggle = screen.getByRole("switch", { name: "E-mail me when a new appeal is submitted" });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(saved).toEqual({ enabled: true });
  });

  it("passes the owner as an administrator", async () => {
    renderApp("/appeals/", {
      user: signedIn({ groups: ["owner"] }),
      handler: (url) =>
        url.pathname === "/punished/api/appeal/notifications/" ? { body: { enabled: true } } : undefined,
    });
    expect(await screen.findByRole("heading", { name: "Administrator Actions" })).toBeInTheDocument();
  });
});

describe("the hub's notice that only the linked player may appeal", () => {
  const status = (rule: boolean, linked: boolean) => ({
    enabled: true,
    address: "link.craft.example",
    link: linked
      ? { uuid: "4566e69f-c907-48ee-8d71-d7ba5aa00d20", name: "Steve_MC", linked_at: "2026-11-27T10:00:00.000Z" }
      : null,
    code_minutes: 10,
    appeals_linked_player_only: rule,
  });
  const renderHub = (rule: boolean, linked: boolean) =>
    renderApp("/appeals/", {
      user: signedIn(),
      handler: (url) => (url.pathname === "/users/api/minecraft-link/" ? { body: status(rule, linked) } : undefined),
    });

  it("tells an unlinked account before it searches, with a link to the profile's card", async () => {
    renderHub(true, false);
    const notice = await screen.findByTestId("appeals-link-first");
    expect(notice).toHaveTextContent(
      "Only the punished player can appeal a punishment, and your account is not linked to a Minecraft account yet.",
    );
    expect(within(notice).getByRole("link", { name: "Link your Minecraft account on your profile" })).toHaveAttribute(
      "href",
      "/profile/#minecraft-link",
    );
    // The spec's cards and labels stay as they are.
    for (const title of ["Submit Appeal", "Current Appeals", "Closed Appeals"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
  });

  it.each([
    ["a linked account", true, true],
    ["anyone while the rule is off", false, false],
  ])("says nothing to %s", async (_name, rule, linked) => {
    let asked = false;
    renderApp("/appeals/", {
      user: signedIn(),
      handler: (url) => {
        if (url.pathname !== "/users/api/minecraft-link/") return undefined;
        asked = true;
        return { body: status(rule, linked) };
      },
    });
    expect(await screen.findByRole("heading", { name: "Submit Appeal" })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(true));
    // Give the answer a moment to render, then check nothing was shown.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("appeals-link-first")).not.toBeInTheDocument();
  });
});

describe("verify player name dialog", () => {
  async function openDialog(handler?: NonNullable<Parameters<typeof renderApp>[1]>["handler"]) {
    const view = renderApp("/appeals/", { user: signedIn(), handler });
    await userEvent.click(await screen.findByRole("button", { name: "Submit Appeal" }));
    const dialog = await screen.findByRole("dialog", { name: "Verify Player Name" });
    return { ...view, dialog };
  }

  it("keeps Search disabled while the name is blank and offers the four types", async () => {
    const { dialog } = await openDialog();
    const search = within(dialog).getByRole("button", { name: "Search" });
    expect(search).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Player Name"), "   ");
    expect(search).toBeDisabled();
    const options = within(within(dialog).getByLabelText("Punishment type")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Ban", "Mute", "Kick", "Warning"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("stops silently on a name over 30 characters", async () => {
    const { dialog, calls } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText("Player Name"), "x".repeat(31));
    await userEvent.click(within(dialog).getByRole("button", { name: "Search" }));
    expect(calls.some((call) => call.path === "/punished/api/appeal/verify/")).toBe(false);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Verify Player Name" })).toBeInTheDocument();
  });

  it("carries the punishment it finds to the create page", async () => {
    let sent: unknown;
    const { dialog, router } = await openDialog((url, init) => {
      if (url.pathname !== "/punished/api/appeal/verify/") return undefined;
      sent = JSON.parse(String(init?.body));
      return { body: punishment };
    });
    await userEvent.type(within(dialog).getByLabelText("Player Name"), " Notch ");
    await userEvent.selectOptions(within(dialog).getByLabelText("Punishment type"), "Mute");
    await userEvent.click(within(dialog).getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Create An Appeal" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/appeals/create/");
    expect(sent).toEqual({ player_name: "Notch", punishment_type: "Mute" });
    expect(screen.getByText("Notch")).toBeInTheDocument();
    expect(screen.getByText("Spamming the chat with links")).toBeInTheDocument();
  });

  it("shows the server's message when nothing is found, else the fallback", async () => {
    const { dialog } = await openDialog((url) =>
      url.pathname === "/punished/api/appeal/verify/"
        ? { status: 404, body: { message: "No ban was found for the player Nobody." } }
        : undefined,
    );
    await userEvent.type(within(dialog).getByLabelText("Player Name"), "Nobody");
    await userEvent.click(within(dialog).getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No ban was found for the player Nobody.")).toBeInTheDocument();
  });

  it("explains in the dialog why only the punished player may appeal, with a link to the profile's card", async () => {
    const message = "Only the punished player can appeal this punishment. Link your Minecraft account first.";
    const { dialog, router } = await openDialog((url) =>
      url.pathname === "/punished/api/appeal/verify/"
        ? { status: 403, body: { message, code: "minecraft_link_required" } }
        : undefined,
    );
    await userEvent.type(within(dialog).getByLabelText("Player Name"), "Notch");
    await userEvent.click(within(dialog).getByRole("button", { name: "Search" }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("link", { name: "Link your Minecraft account on your profile" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/"));
    expect(router.state.location.hash).toBe("#minecraft-link");
  });

  it("falls back to the spec's message when the server sends none", async () => {
    const { dialog } = await openDialog((url) =>
      url.pathname === "/punished/api/appeal/verify/" ? { status: 502, body: "Bad gateway" } : undefined,
    );
    await userEvent.type(within(dialog).getByLabelText("Player Name"), "Notch");
    await userEvent.click(within(dialog).getByRole("button", { name: "Search" }));
    expect(await screen.findByText("An error occurred while verifying player name.")).toBeInTheDocument();
  });
});
