import type { Passkey, Profile } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeWebAuthn,
  fakeCredential,
  installFakeWebAuthn,
  removeFakeWebAuthn,
} from "../../../../test/fake-webauthn";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 29: the "Passkeys" card on /profile/edit/. The browser's side of a ceremony (the WebAuthn
// library's prompt) is stood in for (test/fake-webauthn.ts).

let webauthn: FakeWebAuthn;

beforeAll(() => import("./edit-profile-pages"));
// A browser that can use passkeys (test/setup.ts takes the stand-in away before each test).
beforeEach(() => {
  webauthn = installFakeWebAuthn();
});

const steve: Profile = {
  username: "Steve",
  profile_img: "",
  minecraft_username: "",
  discord_username: "",
  rank: "Member",
  rank_badge: null,
  date_joined: "2026-03-04T10:00:00.000Z",
  about_me: "",
};

const passkey = (overrides: Partial<Passkey>): Passkey => ({
  id: 1,
  name: "Laptop",
  created_at: "2026-11-20T10:00:00.000Z",
  last_used_at: null,
  backed_up: true,
  ...overrides,
});

const REGISTRATION_OPTIONS = {
  challenge: "Y2hhbGxlbmdl",
  rp: { name: "Test Craft", id: "localhost" },
  user: { id: "dXNlcg", name: "Steve", displayName: "Steve" },
  pubKeyCredParams: [{ alg: -7, type: "public-key" }],
  excludeCredentials: [],
  authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  attestation: "none",
};

function renderCard(start: Passkey[], options: { firstCodes?: string[] } = {}) {
  let passkeys = start;
  const sent: { path: string; body: unknown }[] = [];
  const view = renderApp("/profile/edit/", {
    user: signedIn({ username: "Steve" }),
    handler: (url, init) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (init?.method === "POST") sent.push({ path: url.pathname, body });
      if (url.pathname === "/users/api/user-profile/") return { body: steve };
      if (url.pathname === "/users/api/two-step/")
        return { body: { enabled: false, recovery_codes_left: 0, passkeys: 0 } };
      if (url.pathname === "/users/api/sessions/") return { body: { sessions: [] } };
      if (url.pathname === "/users/api/passkeys/") return { body: { passkeys } };
      if (url.pathname === "/users/api/passkeys/register/start/") return { body: REGISTRATION_OPTIONS };
      if (url.pathname === "/users/api/passkeys/register/") {
        const added = passkey({ id: passkeys.length + 1, name: body.name || `Passkey ${passkeys.length + 1}` });
        passkeys = [...passkeys, added];
        const codes = options.firstCodes && passkeys.length === 1 ? { recovery_codes: options.firstCodes } : {};
        return { body: { message: "Your passkey is added.", passkey: added, ...codes } };
      }
      const rename = url.pathname.match(/^\/users\/api\/passkeys\/(\d+)\/rename\/$/);
      if (rename) {
        passkeys = passkeys.map((entry) => (entry.id === Number(rename[1]) ? { ...entry, name: body.name } : entry));
        return { body: { message: "The passkey is renamed." } };
      }
      const remove = url.pathname.match(/^\/users\/api\/passkeys\/(\d+)\/remove\/$/);
      if (remove) {
        passkeys = passkeys.filter((entry) => entry.id !== Number(remove[1]));
        return { body: { message: "The passkey is removed." } };
      }
      return undefined;
    },
  });
  return { ...view, sent };
}

const card = async () => {
  const heading = await screen.findByRole("heading", { name: /^Passkeys/ });
  const section = heading.closest("section");
  if (!section) throw new Error("no section around the heading");
  await waitFor(() => expect(section).toHaveAttribute("aria-busy", "false"));
  return within(section);
};

describe("the passkeys card", () => {
  it("lists each passkey with its name, when it was added and last used, and whether it is synced", async () => {
    renderCard([
      passkey({ id: 1, name: "Laptop", last_used_at: "2026-11-26T18:30:00.000Z" }),
      passkey({ id: 2, name: "Security key", backed_up: false }),
    ]);
    const inCard = await card();
    const items = within(inCard.getByRole("list", { name: "Your passkeys" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Laptop");
    expect(items[0]).toHaveTextContent("Synced");
    expect(items[0]).not.toHaveTextContent("last used never");
    expect(items[1]).toHaveTextContent("Security key");
    expect(items[1]).toHaveTextContent("last used never");
    expect(items[1]).not.toHaveTextContent("Synced");
  });

  it("adds a passkey with its name, and shows the ten recovery codes of the first one once", async () => {
    webauthn.create.mockResolvedValue(fakeCredential("create"));
    const codes = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${String(index).padStart(2, "2")}`);
    const { sent } = renderCard([], { firstCodes: codes });
    const inCard = await card();
    expect(inCard.getByText("You have no passkey yet.")).toBeInTheDocument();
    await userEvent.type(inCard.getByLabelText("Name of the new passkey (optional)"), "Phone");
    await userEvent.click(inCard.getByRole("button", { name: "Add a passkey" }));

    expect(await screen.findByText("Your passkey is added.")).toBeInTheDocument();
    // The browser was asked for a resident passkey for this site and account, and its answer sent on.
    const asked = webauthn.create.mock.calls[0]?.[0].publicKey;
    expect(asked.rp).toEqual({ name: "Test Craft", id: "localhost" });
    expect(asked.authenticatorSelection.residentKey).toBe("required");
    expect(sent.find((call) => call.path === "/users/api/passkeys/register/")?.body).toMatchObject({
      name: "Phone",
      response: { id: "Y3JlZA", rawId: "Y3JlZA", type: "public-key", response: { transports: ["internal"] } },
    });
    expect(within(inCard.getByRole("list", { name: "Recovery codes" })).getAllByRole("listitem")).toHaveLength(10);
    await userEvent.click(inCard.getByRole("button", { name: "I have saved them" }));
    expect(await inCard.findByText("Phone")).toBeInTheDocument();
    expect(inCard.queryByRole("list", { name: "Recovery codes" })).toBeNull();
  });

  it("says so when the person cancels the browser's prompt, and adds nothing", async () => {
    webauthn.create.mockRejectedValue(
      new DOMException("The operation either timed out or was not allowed.", "NotAllowedError"),
    );
    const { sent } = renderCard([]);
    const inCard = await card();
    await userEvent.click(inCard.getByRole("button", { name: "Add a passkey" }));
    expect(
      await screen.findByText("The passkey was not used: the request was cancelled or timed out."),
    ).toBeInTheDocument();
    expect(sent.map((call) => call.path)).not.toContain("/users/api/passkeys/register/");
  });

  it("renames one in place, and removes one after a confirm", async () => {
    const { sent } = renderCard([passkey({ id: 1, name: "Laptop" }), passkey({ id: 2, name: "Old key" })]);
    const inCard = await card();
    await userEvent.click(inCard.getByRole("button", { name: "Rename Laptop" }));
    const field = inCard.getByLabelText("New name for Laptop");
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, "Work laptop{Enter}");
    expect(await screen.findByText("The passkey is renamed.")).toBeInTheDocument();
    expect(await inCard.findByText("Work laptop")).toBeInTheDocument();

    await userEvent.click(inCard.getByRole("button", { name: "Remove Old key" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this passkey?" });
    // Cancel first: nothing is removed.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent.map((call) => call.path)).not.toContain("/users/api/passkeys/2/remove/");

    await userEvent.click(inCard.getByRole("button", { name: "Remove Old key" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove passkey" }));
    expect(await screen.findByText("The passkey is removed.")).toBeInTheDocument();
    await waitFor(() => expect(inCard.queryByText("Old key")).toBeNull());
    expect(sent.map((call) => call.path)).toContain("/users/api/passkeys/2/remove/");
  });

  it("is not shown where the browser cannot use passkeys", async () => {
    removeFakeWebAuthn();
    renderCard([passkey({})]);
    expect(await screen.findByRole("heading", { name: "Signed-in browsers" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("heading", { name: /^Passkeys/ })).toBeNull());
  });
});
