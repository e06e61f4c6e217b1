import type { ActiveUser } from "@bastion/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 29: a member of a group that must have a second factor, without one, is sent to
// /profile/security/ from every page; once set up, on to where they were going.

beforeAll(() => import("./security-page"));

function renderRequired(path: string) {
  let enabled = false;
  const user = (): ActiveUser =>
    signedIn({ username: "Patcher", groups: ["patching"], second_factor_required: !enabled });
  const view = renderApp(path, {
    user,
    handler: (url, init) => {
      if (url.pathname === "/users/api/two-step/") return { body: { enabled, recovery_codes_left: enabled ? 10 : 0 } };
      if (url.pathname === "/users/api/two-step/start/") {
        return {
          body: {
            secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
            otpauth_url: "otpauth://totp/x",
            qr_image: "data:image/svg+xml;base64,PHN2Zy8+",
          },
        };
      }
      if (url.pathname === "/users/api/two-step/confirm/" && init?.method === "POST") {
        enabled = true;
        const codes = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${index}r`);
        return { body: { message: "Two-step sign-in is on.", recovery_codes: codes } };
      }
      if (url.pathname === "/punished/api/appeal/list/")
        return { body: { appeals: [], page: 1, page_count: 0, total: 0 } };
      return undefined;
    },
  });
  return view;
}

describe("the second-factor set-up page", () => {
  it("is where every page sends a member who must set it up, and it leads on once done", async () => {
    const { router } = renderRequired("/appeals/?page=2");
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/security/"));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent("/appeals/?page=2")}`);
    expect(await screen.findByText("Your group requires two-step sign-in: set it up to continue.")).toBeVisible();

    await router.navigate("/admin/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/security/"));
    await router.navigate("/profile/security/?next=%2Fappeals%2F%3Fpage%3D2");

    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Set up two-step sign-in" }));
    await user.type(await screen.findByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    await user.click(await screen.findByRole("button", { name: "I have saved them" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/appeals/"));
    expect(router.state.location.search).toBe("?page=2");
    // And it stays there: the site now knows the second factor is set up.
    expect(await screen.findByRole("heading", { level: 1, name: /Appeals/ })).toBeVisible();
    expect(router.state.location.pathname).toBe("/appeals/");
  });

  it("never leads off the site", async () => {
    const { router } = renderRequired("/profile/security/?next=%2F%2Fevil.example%2F");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Set up two-step sign-in" }));
    await user.type(await screen.findByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    await user.click(await screen.findByRole("button", { name: "I have saved them" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
