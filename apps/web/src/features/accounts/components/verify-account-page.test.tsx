import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anonymous, renderApp } from "../../../../test/render";

// Lazy routes load slowly while other suites run in parallel.

function renderVerify(path: string, answer: { status?: number; body?: unknown }, signsIn = false) {
  const bodies: unknown[] = [];
  // The active user is read again after a verification that signs in: the server's answer changes.
  const user = { ...anonymous };
  const view = renderApp(path, {
    user,
    handler: (url, init) => {
      if (url.pathname !== "/verification/api/verify-account/") return undefined;
      bodies.push(JSON.parse(String(init?.body)));
      if (signsIn) Object.assign(user, { is_authenticated: true, username: "Steve" });
      return answer;
    },
  });
  return { bodies, router: view.router };
}

async function pressVerify() {
  await userEvent.click(await screen.findByRole("button", { name: "Verify account" }));
}

describe("verify account page", { timeout: 20_000 }, () => {
  it("is ready, then verified (200) and signed in: home, with the server's words", async () => {
    const { bodies, router } = renderVerify(
      "/verify/Steve/?token=abc123",
      {
        body: { message: "Your account is verified, and you are signed in.", result: "verified", signed_in: true },
      },
      true,
    );
    expect(await screen.findByText(/one click verifies your account and signs you in/)).toBeInTheDocument();
    await pressVerify();
    expect(await screen.findByText("Your account is verified, and you are signed in.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    // Not the "already signed in" alert for visitors who open the page signed in.
    expect(screen.queryByText(/no need to verify/)).not.toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ username: "Steve", token: "abc123" });
  });

  it("is verified (200) but not signed in: 'Verified: sign in', with the way to sign in", async () => {
    renderVerify("/verify/Steve/?token=abc123", {
      body: { message: "Verified: sign in with your e-mail and password.", result: "verified", signed_in: false },
    });
    await pressVerify();
    expect(await screen.findByRole("heading", { name: "Account verified" })).toBeInTheDocument();
    expect(screen.getByText("Verified: sign in with your e-mail and password.")).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login/");
  });

  it("shows 'User Already Verified' (226)", async () => {
    renderVerify("/verify/Steve/?token=abc", {
      status: 226,
      body: { message: "User Already Verified", result: "already_verified", signed_in: false },
    });
    await pressVerify();
    expect(await screen.findByRole("heading", { name: "User Already Verified" })).toBeInTheDocument();
  });

  it("shows 'Verification Failed' (417) with what to do, in plain words", async () => {
    renderVerify("/verify/Steve/?token=old", {
      status: 417,
      body: {
        message:
          "Verification Failed: this link has expired or is not complete. Sign in with your e-mail and password, and we will e-mail you a new link.",
      },
    });
    await pressVerify();
    expect(await screen.findByRole("heading", { name: "Verification Failed" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "This link has expired or is not complete. Sign in with your e-mail and password, and we will e-mail you a new link.",
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login/");
  });

  it("shows 'User Not Found' (404)", async () => {
    renderVerify("/verify/Nobody/?token=x", { status: 404, body: { message: "User Not Found" } });
    await pressVerify();
    expect(await screen.findByRole("heading", { name: "User Not Found" })).toBeInTheDocument();
  });

  it("fails straight away without a token", async () => {
    renderVerify("/verify/Steve/", { body: {} });
    expect(await screen.findByRole("heading", { name: "Verification Failed" })).toBeInTheDocument();
  });
});
