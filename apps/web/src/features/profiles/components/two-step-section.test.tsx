import type { Profile } from "@bastion/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 29: an account whose second step is its passkeys alone still gets new recovery codes from
// the "Two-step sign-in" card, and is not offered to turn off an authenticator it does not have.

beforeAll(() => import("./edit-profile-pages"));

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

describe("the two-step card of an account with passkeys only", () => {
  it("makes new recovery codes after the password, and shows them once", async () => {
    const proofs: unknown[] = [];
    const codes = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${index}r`);
    renderApp("/profile/edit/", {
      user: signedIn({ username: "Steve" }),
      handler: (url, init) => {
        if (url.pathname === "/users/api/user-profile/") return { body: steve };
        if (url.pathname === "/users/api/two-step/") {
          return { body: { enabled: false, recovery_codes_left: 2, passkeys: 1 } };
        }
        if (url.pathname === "/users/api/two-step/recovery-codes/" && init?.method === "POST") {
          proofs.push(JSON.parse(String(init.body)));
          return { body: { message: "New recovery codes.", recovery_codes: codes } };
        }
        return undefined;
      },
    });
    const card = await screen.findByRole("region", { name: /Two-step sign-in/ });
    expect(await within(card).findByText(/2 of your recovery codes are unused/)).toBeVisible();
    expect(within(card).queryByRole("button", { name: "Turn off two-step sign-in" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(card).getByLabelText("Current password"), "my-long-passphrase");
    await user.click(within(card).getByRole("button", { name: "Make new recovery codes" }));
    const shown = await within(card).findByRole("list", { name: "Recovery codes" });
    expect(within(shown).getAllByRole("listitem")).toHaveLength(10);
    expect(proofs).toEqual([{ current_password: "my-long-passphrase", code: "" }]);
  });
});
