import type { ApiKey, ApiKeyList } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

const owner = signedIn({ username: "TheOwner", groups: ["owner"] });

const key = (id: number, overrides: Partial<ApiKey> = {}): ApiKey => ({
  id,
  name: `Server ${id}`,
  prefix: `bst_abc${id}12`,
  scopes: ["punishments:write"],
  targets: [],
  created_at: "2026-11-01T12:00:00.000Z",
  created_by: "cli",
  last_used_at: null,
  last_used_ip: null,
  revoked_at: null,
  ...overrides,
});

describe("Manage API Keys", () => {
  it("is for the owner only", async () => {
    renderApp("/api/keys/", { user: signedIn({ groups: ["administrators"] }) });
    expect(await screen.findByText("403 Access Forbidden")).toBeInTheDocument();
  });

  it("lists keys with their last use, creates one shown once with a copy button, and revokes after asking", async () => {
    let list: ApiKeyList = {
      keys: [
        key(1, { last_used_at: "2026-11-20T10:00:00.000Z", last_used_ip: "198.51.100.4" }),
        key(2, { revoked_at: "2026-11-10T00:00:00.000Z" }),
      ],
      patch_targets: [],
      public_url: "https://mc.example.org",
    };
    const sent: { path: string; body: unknown }[] = [];
    renderApp("/api/keys/", {
      user: owner,
      handler: (url, init) => {
        if (url.pathname === "/api/keys/api/list/") return { body: list };
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        if (url.pathname === "/api/keys/api/create/") {
          sent.push({ path: url.pathname, body });
          const created = key(3, { name: body.name, created_by: "TheOwner" });
          list = { ...list, keys: [created, ...list.keys] };
          return {
            status: 201,
            body: { message: "Created.", key: "bst_THE-SECRET-KEY-0123456789", api_key: created },
          };
        }
        if (url.pathname === "/api/keys/api/revoke/1/") {
          sent.push({ path: url.pathname, body });
          const revoked = { ...key(1), revoked_at: "2026-11-22T00:00:00.000Z" };
          list = { ...list, keys: list.keys.map((k) => (k.id === 1 ? revoked : k)) };
          return { body: { message: "Revoked the key 'Server 1'.", api_key: revoked } };
        }
        return undefined;
      },
    });
    const table = await screen.findByRole("table");
    const first = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(first).toHaveTextContent("bst_abc112…");
    expect(first).toHaveTextContent("from 198.51.100.4");
    expect(first).toHaveTextContent("by cli");
    expect(within(table).getByText("Revoked")).toBeInTheDocument();
    expect(screen.getByText(/curl -X POST https:\/\/mc\.example\.org\/api\/v1\/punishments/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText("Name is required.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Name"), "Lobby server");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    const notice = await screen.findByRole("alert", { name: /Your new key "Lobby server"/ });
    expect(notice).toHaveTextContent("It will not be shown again");
    expect(within(notice).getByLabelText("The new API key")).toHaveValue("bst_THE-SECRET-KEY-0123456789");
    await user.click(within(notice).getByRole("button", { name: "Copy key" }));
    expect(await within(notice).findByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("bst_THE-SECRET-KEY-0123456789");
    expect(sent[0]).toEqual({
      path: "/api/keys/api/create/",
      body: { name: "Lobby server", scopes: ["punishments:write"] },
    });
    await user.click(within(notice).getByRole("button", { name: "I have copied it" }));
    expect(screen.queryByLabelText("The new API key")).not.toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Revoke Server 1" }));
    const dialog = screen.getByRole("dialog", { name: "Revoke API key" });
    expect(dialog).toHaveTextContent('Are you sure you want to revoke the key "Server 1"?');
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("Revoked the key 'Server 1'.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Revoke Server 1" })).not.toBeInTheDocument());
  });

  it("limits a patches:read key to the targets ticked, and the table says which", async () => {
    let list: ApiKeyList = {
      keys: [key(1, { scopes: ["patches:read"] })],
      patch_targets: [
        { id: 5, name: "survival" },
        { id: 6, name: "lobby" },
      ],
      public_url: "https://mc.example.org",
    };
    const sent: unknown[] = [];
    renderApp("/api/keys/", {
      user: owner,
      handler: (url, init) => {
        if (url.pathname === "/api/keys/api/list/") return { body: list };
        if (url.pathname !== "/api/keys/api/create/") return undefined;
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        const created = key(2, { name: body.name, scopes: body.scopes, targets: [{ id: 5, name: "survival" }] });
        list = { ...list, keys: [created, ...list.keys] };
        return { status: 201, body: { message: "Created.", key: "bst_SECRET", api_key: created } };
      },
    });
    const table = await screen.findByRole("table");
    expect(within(table).getByText("Targets: all")).toBeInTheDocument();

    const user = userEvent.setup();
    // The targets are offered only with the scope they limit.
    expect(screen.queryByRole("group", { name: "Patch targets it may read" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /patches:read/ }));
    await user.click(screen.getByRole("checkbox", { name: /punishments:write/ }));
    const targets = screen.getByRole("group", { name: "Patch targets it may read" });
    expect(within(targets).getByText("None ticked: every target, including ones made later.")).toBeInTheDocument();
    await user.click(within(targets).getByRole("checkbox", { name: "survival" }));
    await user.type(screen.getByLabelText("Name"), "Survival box");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    await screen.findByRole("alert", { name: /Your new key "Survival box"/ });
    expect(sent).toEqual([{ name: "Survival box", scopes: ["patches:read"], targets: [5] }]);
    expect(await within(screen.getByRole("table")).findByText("Targets: survival")).toBeInTheDocument();
  });
});
