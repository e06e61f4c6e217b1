import type { DiscordDelivery, DiscordWebhook } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 32: the console's Discord page lists the webhooks with their state (the URL only as its
// hint), keeps staff events out of a public channel's form, and follows a test to Discord.

const owner = signedIn({ username: "TheOwner", groups: ["owner"] });

const webhook = (id: number, overrides: Partial<DiscordWebhook> = {}): DiscordWebhook => ({
  id,
  name: `Hook ${id}`,
  url_hint: "…/webhooks/1122…/••••abcd",
  events: ["contact_message"],
  is_public: false,
  enabled: true,
  state: "ok",
  last_error: null,
  last_delivered_at: null,
  queued: 0,
  created_at: "2026-12-01T09:00:00.000Z",
  ...overrides,
});

function discordServer() {
  const webhooks = [
    webhook(1, { name: "Staff room", events: ["appeal_created", "contact_message"] }),
    webhook(2, {
      name: "Lobby",
      is_public: true,
      events: ["announcement_published"],
      state: "broken",
      last_error: "Discord answered 404: Unknown Webhook",
    }),
  ];
  const sent: { method: string; path: string; body: unknown }[] = [];
  let polls = 0;
  const delivery = (state: DiscordDelivery["state"]): DiscordDelivery => ({
    id: 77,
    webhook_id: 1,
    state,
    tries: 0,
    ahead: 0,
    next_try_at: null,
    delivered_at: state === "delivered" ? "2026-12-01T09:00:01.000Z" : null,
    last_error: null,
  });
  const handler = (url: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (!url.pathname.startsWith("/admin/api/discord/")) return undefined;
    if (method !== "GET") sent.push({ method, path: url.pathname, body });
    if (url.pathname === "/admin/api/discord/webhooks/" && method === "GET")
      return { body: { webhooks, failures: [] } };
    if (url.pathname === "/admin/api/discord/webhooks/1/test/") {
      return { status: 201, body: { message: "The test message is on its way.", delivery: delivery("queued") } };
    }
    if (url.pathname === "/admin/api/discord/deliveries/77/") {
      polls += 1;
      return { body: delivery(polls > 1 ? "delivered" : "queued") };
    }
    return undefined;
  };
  return { handler, sent };
}

describe("the Discord page", () => {
  it("lists each webhook with its state and URL hint, and a refused one says what to do", async () => {
    const { handler } = discordServer();
    renderApp("/admin/discord/", { user: owner, handler });
    const items = await screen.findAllByRole("listitem");
    expect(within(items[0] as HTMLElement).getByText("Working")).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText("New appeal · Contact message")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText("Refused by Discord")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText("Public channel")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText(/Discord refused this webhook/)).toBeInTheDocument();
    expect(screen.getAllByText("…/webhooks/1122…/••••abcd")).toHaveLength(2);
    const tabs = screen.getByRole("navigation", { name: "Admin sections" });
    expect(within(tabs).getByRole("link", { name: "Discord" })).toHaveAttribute("aria-current", "page");
  });

  it("offers a public channel only the events everyone may see", async () => {
    const { handler } = discordServer();
    renderApp("/admin/discord/", { user: owner, handler });
    await userEvent.click(await screen.findByRole("button", { name: "Add a webhook" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a Discord webhook" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Contact message/ }));
    expect(within(dialog).getByRole("checkbox", { name: /Contact message/ })).toBeChecked();
    await userEvent.click(within(dialog).getByLabelText("This channel is public"));
    expect(within(dialog).getByRole("checkbox", { name: /Contact message/ })).toBeDisabled();
    expect(within(dialog).getByRole("checkbox", { name: /Contact message/ })).not.toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Announcement published" })).toBeEnabled();
    await userEvent.type(within(dialog).getByLabelText("Webhook URL"), "https://example.org/hook");
    expect(within(dialog).getByText(/This is not a Discord webhook URL/)).toBeInTheDocument();
  });

  it("sends a test and says when Discord has it", async () => {
    const { handler, sent } = discordServer();
    renderApp("/admin/discord/", { user: owner, handler });
    await userEvent.click(await screen.findByRole("button", { name: "Send a test to Staff room" }));
    expect(sent).toEqual([{ method: "POST", path: "/admin/api/discord/webhooks/1/test/", body: undefined }]);
    await waitFor(() => expect(screen.getByText("Delivered: look in the Discord channel.")).toBeInTheDocument(), {
      timeout: 4000,
    });
  });
});
