import type { ApiKey, ApiKeyList, ReconfirmMethod } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeCredential, installFakeWebAuthn } from "../../../test/fake-webauthn";
import { renderApp, signedIn } from "../../../test/render";

// Issue 29: a dangerous action refused with 403 reconfirm_required opens "Confirm it's you" from
// the app shell, for any form; once confirmed, the action is sent again by itself.

const owner = signedIn({ username: "TheOwner", groups: ["owner"] });
const created: ApiKey = {
  id: 3,
  name: "Lobby server",
  prefix: "bst_abc312",
  scopes: ["punishments:write"],
  targets: [],
  created_at: "2026-11-01T12:00:00.000Z",
  created_by: "TheOwner",
  last_used_at: null,
  last_used_ip: null,
  revoked_at: null,
};

/** The API keys page with a server whose confirmation has lapsed until the right proof comes. */
function renderStale(methods: ReconfirmMethod[], right: string) {
  let confirmed = false;
  const creates: unknown[] = [];
  const proofs: unknown[] = [];
  const list: ApiKeyList = { keys: [], patch_targets: [], public_url: "https://mc.example.org" };
  renderApp("/api/keys/", {
    user: owner,
    handler: (url, init) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (url.pathname === "/api/keys/api/list/") return { body: list };
      if (url.pathname === "/users/api/reconfirm/" && init?.method !== "POST") {
        return { body: { methods, confirmed_until: "2026-11-28T09:00:00.000Z" } };
      }
      if (url.pathname === "/users/api/reconfirm/passkey/start/") {
        return { body: { challenge: "Y2hhbGxlbmdl", allowCredentials: [{ id: "Y3JlZA", type: "public-key" }] } };
      }
      if (url.pathname === "/users/api/reconfirm/passkey/") {
        proofs.push(body);
        confirmed = true;
        return { body: { message: "Thank you.", confirmed_until: "2026-11-28T09:20:00.000Z" } };
      }
      if (url.pathname === "/users/api/reconfirm/") {
        proofs.push(body);
        if (Object.values(body).includes(right)) {
          confirmed = true;
          return { body: { message: "Thank you.", confirmed_until: "2026-11-28T09:20:00.000Z" } };
        }
        const field = methods.includes("code") ? "code" : "current_password";
        const message = methods.includes("code") ? "That code is not right." : "Your password is incorrect.";
        return { status: 400, body: { message, code: "invalid_fields", errors: { [field]: [message] } } };
      }
      if (url.pathname === "/api/keys/api/create/") {
        creates.push(body);
        if (!confirmed) {
          return { status: 403, body: { message: "Confirm it is you to continue.", code: "reconfirm_required" } };
        }
        return { status: 201, body: { message: "Created.", key: "bst_THE-SECRET", api_key: created } };
      }
      return undefined;
    },
  });
  return { creates, proofs };
}

async function createKey() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Name"), "Lobby server");
  await user.click(screen.getByRole("button", { name: "Create key" }));
  return user;
}

describe("Confirm it's you", () => {
  it("asks for the password, then creates the key without being asked again", async () => {
    const { creates, proofs } = renderStale(["password"], "my-long-passphrase");
    const user = await createKey();

    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
    const password = await within(dialog).findByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, "wrong-one");
    await user.keyboard("{Enter}");
    expect(await within(dialog).findByText("Your password is incorrect.")).toBeInTheDocument();
    expect(creates).toHaveLength(1);

    await user.clear(password);
    await user.type(password, "my-long-passphrase");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert", { name: /Your new key "Lobby server"/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Confirm it's you" })).not.toBeInTheDocument());
    expect(creates).toHaveLength(2);
    expect(proofs).toEqual([{ current_password: "wrong-one" }, { current_password: "my-long-passphrase" }]);
  });

  it("asks for a code when the person has an authenticator app", async () => {
    const { creates } = renderStale(["code"], "123456");
    const user = await createKey();
    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
    expect(within(dialog).getByText(/Enter a code from your authenticator app, or a recovery code/)).toBeVisible();
    await user.type(await within(dialog).findByLabelText("Code"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert", { name: /Your new key "Lobby server"/ })).toBeInTheDocument();
    expect(creates).toHaveLength(2);
  });

  it("offers the passkey first when the person has one, and goes on once it is used", async () => {
    const webauthn = installFakeWebAuthn();
    webauthn.get.mockResolvedValue(fakeCredential("get"));
    const { creates, proofs } = renderStale(["passkey", "code"], "never-typed");
    const user = await createKey();
    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
    expect(within(dialog).getByText(/Use your passkey, or enter a code/)).toBeVisible();
    // The recovery code stays possible beside it.
    expect(await within(dialog).findByLabelText("Code")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Use a passkey" }));
    expect(await screen.findByRole("alert", { name: /Your new key "Lobby server"/ })).toBeInTheDocument();
    expect(webauthn.get).toHaveBeenCalledTimes(1);
    expect(creates).toHaveLength(2);
    expect(proofs).toEqual([{ response: expect.objectContaining({ id: "Y3JlZA", type: "public-key" }) }]);
  });

  it("leaves the action undone with a calm alert when cancelled", async () => {
    const { creates, proofs } = renderStale(["password"], "my-long-passphrase");
    const user = await createKey();
    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    expect(cancel).toHaveClass("btn-secondary");
    expect(within(dialog).getByRole("button", { name: "Confirm" })).toHaveClass("btn-primary");
    await user.click(cancel);
    expect(await screen.findByText("Not done: it needs you to confirm it is you first.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Confirm it's you" })).not.toBeInTheDocument();
    expect(creates).toHaveLength(1);
    expect(proofs).toEqual([]);
  });
});
