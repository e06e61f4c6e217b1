import type { AuditLog, ContactInbox, InboxMessage } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

const owner = signedIn({ username: "TheOwner", groups: ["owner"] });

const message = (id: number, overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  name: `Sender ${id}`,
  email: `sender${id}@example.test`,
  message: `My base was griefed (${id}).\nPlease look.`,
  created_at: "2026-11-20T10:00:00.000Z",
  is_read: false,
  username: null,
  ...overrides,
});

describe("the contact inbox", () => {
  it("opens a message (marking it read), offers a reply in the mail client, and deletes after asking", async () => {
    let inbox: ContactInbox = {
      messages: [message(2), message(1, { is_read: true, username: "Steve" })],
      page: 1,
      page_count: 1,
      total: 2,
      unread: 1,
    };
    const calls: string[] = [];
    renderApp("/admin/contact/", {
      user: owner,
      handler: (url, init) => {
        const method = init?.method ?? "GET";
        if (url.pathname === "/admin/api/contact/") return { body: inbox };
        if (url.pathname === "/admin/api/contact/2/read/") {
          calls.push(`read ${init?.body}`);
          return { body: { message: message(2, { is_read: true }), unread: 0 } };
        }
        if (url.pathname === "/admin/api/contact/2/" && method === "DELETE") {
          calls.push("delete 2");
          inbox = { ...inbox, messages: inbox.messages.slice(1), total: 1, unread: 0 };
          return { body: { message: "Message deleted." } };
        }
        return undefined;
      },
    });
    expect(await screen.findByText("2 messages, 1 unread. Newest first.")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Contact messages" });
    expect(within(list).getByText("New")).toBeInTheDocument();
    expect(within(list).getByText("· account Steve")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(list).getByText("Sender 2"));
    await waitFor(() => expect(calls).toEqual(['read {"read":true}']));
    expect(await screen.findByText("0 unread", { exact: false })).toBeInTheDocument();
    expect(within(list).queryByText("New")).not.toBeInTheDocument();
    const reply = screen.getByRole("link", { name: "Reply" });
    const href = new URL(reply.getAttribute("href") ?? "");
    expect(href.protocol).toBe("mailto:");
    expect(decodeURIComponent(href.pathname)).toBe("sender2@example.test");
    expect(href.searchParams.get("subject")).toBe("Re: Your message to Test Craft");
    expect(href.searchParams.get("body")).toContain("> My base was griefed (2).\n> Please look.");

    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete message" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete the message from Sender 2?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Message deleted.")).toBeInTheDocument();
    expect(calls).toContain("delete 2");
    await waitFor(() => expect(within(list).queryByText("Sender 2")).not.toBeInTheDocument());
  });

  it("says when there are no messages", async () => {
    renderApp("/admin/contact/", {
      user: owner,
      handler: (url) =>
        url.pathname === "/admin/api/contact/"
          ? { body: { messages: [], page: 1, page_count: 0, total: 0, unread: 0 } }
          : undefined,
    });
    expect(await screen.findByText("No messages yet.")).toBeInTheDocument();
  });
});

describe("the audit log", () => {
  const log: AuditLog = {
    entries: [
      {
        id: 9,
        created_at: "2026-11-21T10:00:00.000Z",
        actor: "TheOwner",
        actor_kind: "user",
        actor_id: 3,
        actor_deleted: false,
        ip: "203.0.113.9",
        action: "user.access",
        target_type: "user",
        target_id: "7",
        target: "Pixel_Pam",
        before: { groups: ["patching"], permissions: [] },
        after: { groups: ["administrators"], permissions: [] },
      },
      {
        id: 8,
        created_at: "2026-11-20T10:00:00.000Z",
        actor: "cli",
        actor_kind: "cli",
        actor_id: null,
        actor_deleted: false,
        ip: null,
        action: "api_key.revoke",
        target_type: "api_key",
        target_id: "1",
        target: "Survival server",
        before: null,
        after: null,
      },
    ],
    page: 1,
    has_more: true,
  };

  it("shows who did what to what and the change, and filters by actor, action and days", async () => {
    const seen: URL[] = [];
    const { router } = renderApp("/admin/audit/", {
      user: owner,
      handler: (url) => {
        if (url.pathname === "/admin/api/audit/actors/") {
          return {
            body: {
              actors: [
                { kind: "user", id: 3, name: "TheOwner", deleted: false, last_acted_at: "2026-11-21T10:00:00.000Z" },
                { kind: "cli", id: null, name: "cli", deleted: false, last_acted_at: "2026-11-20T10:00:00.000Z" },
                { kind: "user", id: 5, name: "cli", deleted: true, last_acted_at: "2026-11-19T10:00:00.000Z" },
              ],
            },
          };
        }
        if (url.pathname !== "/admin/api/audit/") return undefined;
        seen.push(url);
        return { body: log };
      },
    });
    const table = await screen.findByRole("table");
    const [first, second] = within(table).getAllByRole("row").slice(1) as HTMLElement[];
    expect(first).toHaveTextContent("TheOwner");
    expect(first).toHaveTextContent("Account #3");
    expect(first).toHaveTextContent("203.0.113.9");
    expect(second).toHaveTextContent("Management CLI");
    expect(first).toHaveTextContent("Groups or permissions changed");
    expect(first).toHaveTextContent("groups: patching → administrators");
    expect(second).toHaveTextContent("API key revoked");
    expect(screen.queryByRole("button", { name: /delete|edit/i })).not.toBeInTheDocument();

    const user = userEvent.setup();
    // The CLI and a deleted account that was named cli are two choices, told apart by kind and id.
    const actor = screen.getByLabelText("Actor");
    await within(actor).findByRole("option", { name: "Management CLI" });
    expect(within(actor).getByRole("option", { name: "cli (Account #5, deleted)" })).toBeInTheDocument();
    await user.selectOptions(actor, "Management CLI");
    await user.selectOptions(screen.getByLabelText("Action"), "api_key.revoke");
    await user.type(screen.getByLabelText("From"), "2026-11-01");
    await user.type(screen.getByLabelText("To"), "2026-11-30");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?actor=cli&action=api_key.revoke&from=2026-11-01&to=2026-11-30"),
    );
    await waitFor(() => expect(seen.at(-1)?.searchParams.get("action")).toBe("api_key.revoke"));
    expect(seen.at(-1)?.searchParams.get("actor_kind")).toBe("cli");
    expect(seen.at(-1)?.searchParams.has("actor_id")).toBe(false);

    await user.selectOptions(screen.getByLabelText("Actor"), "cli (Account #5, deleted)");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(seen.at(-1)?.searchParams.get("actor_id")).toBe("5"));
    expect(seen.at(-1)?.searchParams.get("actor_kind")).toBe("user");
    expect(router.state.location.search).toContain("actor=user%3A5");
    expect(seen.at(-1)?.searchParams.get("from")).toBe("2026-11-01");

    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(router.state.location.search).toContain("page=2"));
    await user.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });
});
