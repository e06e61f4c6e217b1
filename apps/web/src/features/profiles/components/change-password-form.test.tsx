import type { Profile } from "@bastion/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// The page is a lazy route: load it once up front, and give queries more time, so a busy machine
// (several test runs at once) does not fail them.
beforeAll(() => import("./edit-profile-pages"));

const steve: Profile = {
  username: "Steve",
  profile_img: "/images/default-avatar.svg",
  minecraft_username: "",
  discord_username: "",
  rank: "Member",
  rank_badge: null,
  date_joined: "2026-03-04T10:00:00.000Z",
  about_me: "",
};

function renderForm(answer: () => { status?: number; body?: unknown }) {
  const bodies: unknown[] = [];
  renderApp("/profile/edit/", {
    user: signedIn(),
    handler: (url, init) => {
      if (url.pathname === "/users/api/user-profile/") return { body: steve };
      if (url.pathname === "/users/api/password/change/") {
        bodies.push(JSON.parse(String(init?.body)));
        return answer();
      }
      return undefined;
    },
  });
  return bodies;
}

async function enter(label: string, text: string) {
  if (!text) return;
  await userEvent.click(await screen.findByLabelText(label));
  await userEvent.paste(text);
}

async function fill(current: string, next: string, confirm: string) {
  await enter("Current password", current);
  await enter("New password", next);
  await enter("Confirm new password", confirm);
  await userEvent.click(screen.getByRole("button", { name: "Change password" }));
}

describe("change password form", () => {
  it("needs every field", async () => {
    const bodies = renderForm(() => ({ body: { message: "ok" } }));
    await screen.findByLabelText("Current password");
    await fill("old-password", "new-password-1", "");
    expect(await screen.findByText("All fields are required.")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("needs the new passwords to match", async () => {
    const bodies = renderForm(() => ({ body: { message: "ok" } }));
    await fill("old-password", "new-password-1", "new-password-2");
    expect(await screen.findByText("New password and confirm password must match")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("shows the server's error under the current password", async () => {
    renderForm(() => ({
      status: 400,
      body: {
        message: "Your current password is incorrect.",
        errors: { current_password: ["Your current password is incorrect."] },
      },
    }));
    await fill("wrong-password", "lantern-orchard-47", "lantern-orchard-47");
    expect(await screen.findByText("Your current password is incorrect.")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveClass("is-invalid");
  });

  it("sends the three fields, says so and clears them", async () => {
    const bodies = renderForm(() => ({ body: { message: "Your password has been changed." } }));
    await fill("old-password", "lantern-orchard-47", "lantern-orchard-47");
    expect(await screen.findByText("Your password has been changed.")).toBeInTheDocument();
    expect(bodies).toEqual([
      { current_password: "old-password", new_password1: "lantern-orchard-47", new_password2: "lantern-orchard-47" },
    ]);
    await waitFor(() => expect(screen.getByLabelText("Current password")).toHaveValue(""));
  });

  it("falls back to the spec's message when the server gives none", async () => {
    renderForm(() => ({ status: 500, body: {} }));
    await fill("old-password", "lantern-orchard-47", "lantern-orchard-47");
    expect(await screen.findByText("An error occurred while submitting the form.")).toBeInTheDocument();
  });
});
